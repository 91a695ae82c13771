// Runs inside cms/ (spawned by scripts/ops/backup/strapi-backup.ts with the cms's environment): loads the Strapi app without serving it,
// does one task, prints `RESULT {json}` and exits. As `strapi import` does, through Strapi's own API, so it works on
// SQLite and PostgreSQL alike.
//   inspect          what the target holds: entries per content type and visitor accounts (a restore over content
//                    needs --force)
//   replay <json>    after an import: deletes the accounts erased since ({ accounts: [documentId…] }) and clears
//                    every password-reset token (a restored token would let an old, already used reset link work again)
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'package.json'));
// CommonJS build: the ESM entry of @strapi/strapi does not load in plain Node (directory import).
const { compileStrapi, createStrapi } = require('@strapi/strapi');
const USER = 'plugin::users-permissions.user';

const [task, argument] = process.argv.slice(2);
const app = createStrapi(await compileStrapi());
app.log.level = 'error';
await app.load();
let result;
try {
  if (task === 'inspect') {
    const counts = {};
    for (const uid of [...Object.keys(app.contentTypes).filter((uid) => uid.startsWith('api::')), USER]) {
      const count = await app.db.query(uid).count();
      if (count > 0) counts[uid] = count;
    }
    result = { counts };
  } else if (task === 'replay') {
    const { accounts = [] } = JSON.parse(argument ?? '{}');
    const erased = accounts.length ? await app.db.query(USER).deleteMany({ where: { documentId: { $in: accounts } } }) : { count: 0 };
    const reset = await app.db.query(USER).updateMany({ where: { resetPasswordToken: { $notNull: true } }, data: { resetPasswordToken: null } });
    result = { accountsDeleted: erased.count, resetTokensCleared: reset.count };
  } else {
    throw new Error(`unknown task ${task}`);
  }
} finally {
  await app.destroy();
}
console.log(`RESULT ${JSON.stringify(result)}`);
process.exit(0);
