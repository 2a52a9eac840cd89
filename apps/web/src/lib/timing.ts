/** Spec: messages and banners clear themselves after 5 seconds. */
export const MESSAGE_TIMEOUT_MS = 5000;
