/** One outgoing mail. */
export interface Mail {
  to: string
  subject: string
  text: string
  /** Its locale's tag (Content-Language); English when absent. */
  language?: string
}

/** Where login mails go: an SMTP server, or the development mailbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): Promise<void>
}
