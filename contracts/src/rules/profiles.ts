/** Which of the user's interactive materials: bought ones, own (authored) ones, or both. */
export const MY_INTERACTIVE_SCOPES = ['all', 'bought', 'own'] as const;
export type MyInteractiveScope = (typeof MY_INTERACTIVE_SCOPES)[number];
