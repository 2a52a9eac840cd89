// The namespaces the till's screens ask for (shared with app/screen-loads.ts): the till's own
// texts, the server's messages ('business': till.explainDifference...), errors and the blocks'.
export const TILL_NAMESPACES = ['till', 'validation', 'business', 'errors', 'common', 'blocks'] as const;
