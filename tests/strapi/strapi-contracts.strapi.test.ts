import 'reflect-metadata';
import { afterEach, inject } from 'vitest';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { authContract } from '../contracts/auth.contract';
import { contentBackendContract } from '../contracts/content-backend.contract';
import { clearSessionCookie, confirmEmail, latestMailTo, strapiAdapters } from './strapi-harness';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');

afterEach(clearSessionCookie);

contentBackendContract('Strapi 5 (real server, seeded)', async () => ({ backend: strapiAdapters(url).content, seeded: demoContent }));

authContract('Strapi 5 users-permissions (real server)', async () => ({
  auth: strapiAdapters(url).auth,
  confirmEmail: (email) => confirmEmail(url, mailUrl, email),
  resetCodeFor: (email) => latestMailTo(mailUrl, email, /code=([A-Za-z0-9]+)/),
}));
