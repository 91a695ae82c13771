/**
 * The longest message a couple may send about their booking from the portal. The textarea's maxLength, the browser's
 * check and the server's check all read this one number.
 */
export const MESSAGE_MAX_LENGTH = 2000;

/** Why a booking message cannot be sent (a field code), or undefined when it can. Whitespace alone counts as empty. */
export function validateBookingMessage(text: string): 'field/required' | 'field/too-long' | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'field/required';
  if (trimmed.length > MESSAGE_MAX_LENGTH) return 'field/too-long';
  return undefined;
}
