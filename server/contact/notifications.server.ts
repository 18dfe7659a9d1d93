import { eq } from "drizzle-orm";
import { contactMessages, contactNotifications } from "../db/schema";
import { headerSafe, type MailerDeps, type MailQueue, siteSender } from "../outbox/queue.server";

type Message = typeof contactMessages.$inferSelect;

/**
 * The e-mail's text: the visitor's message as they wrote it (a conversation handed over by the
 * assistant: as the inbox shows it, its language, first page, turns and pages shown), then where
 * to answer it.
 */
export function notificationText(message: Message, inboxUrl: string): string {
  const lines = [
    message.source === "assistant"
      ? "Nouvelle conversation transmise par l'assistant ADA du site."
      : "Nouveau message reçu par le formulaire de contact du site.",
    "",
    `Nom : ${headerSafe(message.name)}`,
    `E-mail : ${message.email}`,
    ...(message.phone ? [`Téléphone : ${headerSafe(message.phone)}`] : []),
    ...(message.company ? [`Entreprise : ${headerSafe(message.company)}`] : []),
    "",
    message.source === "assistant" ? "Conversation :" : "Message :",
    message.message,
    "",
    `Boîte de réception : ${inboxUrl}`,
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * The contact notifications' queue (SMTP_URL set): each stored message is e-mailed to
 * CONTACT_NOTIFY_TO (SITE_EMAIL when unset) as plain text, answering to its sender. Its log lines
 * name the message's id only: its content and the sender's address are personal data.
 */
export function contactNotificationQueue({
  config,
  database,
  metrics,
}: MailerDeps): MailQueue<typeof contactNotifications> {
  const to = config.CONTACT_NOTIFY_TO ?? config.SITE_EMAIL;
  const inboxUrl = `${config.PUBLIC_URL}/admin/messages`;
  return {
    table: contactNotifications,
    async compose(job) {
      const [message] = await database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, job.message_id));
      // Deleted meanwhile: its row went with it.
      if (!message) return { drop: "message_deleted" };
      return {
        mail: {
          from: siteSender(config),
          to,
          replyTo: { name: headerSafe(message.name), address: message.email },
          subject: `Nouveau message de contact : ${headerSafe(message.name)}`,
          text: notificationText(message, inboxUrl),
        },
      };
    },
    describe: (job) => ({ id: job.message_id }),
    events: {
      sent: "contact.notified",
      failed: "contact.notify_failed",
      dropped: "contact.notify_dropped",
    },
    counted: {
      sent: () => metrics.notificationSent(),
      failed: () => metrics.notificationFailed(),
      length: (n) => metrics.notificationQueue(n),
    },
  };
}
