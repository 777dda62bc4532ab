// Issue 16 "share only what is used": what the shell and the remotes get under the share key
// `nanostores` (sharedSingletons in webpack-factory.mjs). A shared module ships whole, since no build
// knows what the others use; through this facade it is the names the apps and the two nanostores
// packages in the browser (@nanostores/react: listenKeys; @nanostores/query: map, onStart, onStop, atom,
// batched, startTask) import, not deep maps, effects, map creators, task lists and the test helpers.
// `nanostores/full` is an alias of the package's index (the factory's resolve.alias), so this import is
// not itself consumed from the share scope. A name that is not here is undefined at run time:
// shared-kit/src/stores/nanostores-facade.test.ts fails when an app or one of those packages imports one.
export { atom, batched, computed, listenKeys, map, onMount, onStart, onStop, startTask } from 'nanostores/full';
