'use strict';

// Offline e-mail provider: instead of talking to an SMTP server (there is none on the
// developers' and CI machines), every message becomes one JSON file in `outboxDir`.
// Tests and developers read confirmation / reset links from there.
const fs = require('node:fs/promises');
const path = require('node:path');
const crypto = require('node:crypto');

function init(providerOptions = {}, settings = {}) {
  const outboxDir = path.resolve(providerOptions.outboxDir || '.tmp/mail');

  return {
    async send(options) {
      const message = {
        from: options.from || settings.defaultFrom,
        replyTo: options.replyTo || settings.defaultReplyTo,
        to: options.to,
        cc: options.cc,
        bcc: options.bcc,
        subject: options.subject,
        text: options.text,
        html: options.html,
        sentAt: new Date().toISOString(),
      };
      await fs.mkdir(outboxDir, { recursive: true });
      // Timestamp first so a plain directory listing is in sending order.
      const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.json`;
      await fs.writeFile(path.join(outboxDir, name), JSON.stringify(message, null, 2));
    },
  };
}

module.exports = { init };
