import { startApiProcess } from '../infra/process/start-api-process';
import { usesDevSmsOutbox } from '../infra/sms/open-sms';
import { queryApi } from './app';
import { SUBSCRIPTION_NAMES } from './lib/read-model-names';

/** The query API alone (`npm run start:query-api`), e.g. as its own container. */
await startApiProcess('query-api', 'Lensloop query API', queryApi, (infra, config) => ({
  sql: infra.sql,
  db: infra.db,
  store: infra.store,
  projectionNames: SUBSCRIPTION_NAMES,
  devMailbox: config.devMailbox && !config.smtpUrl,
  devSms: config.devMailbox && usesDevSmsOutbox(),
}));
