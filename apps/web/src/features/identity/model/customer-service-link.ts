/**
 * A WhatsApp chat with the customer-service number, the first message already typed so the
 * agent knows who is asking (the user id, when logged in).
 */
export function whatsAppChatUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
