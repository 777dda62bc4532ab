// The async boundary (ARCHITECTURE.md step 1): shared singletons are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('[teachmarket] start-up failed', error);
});
