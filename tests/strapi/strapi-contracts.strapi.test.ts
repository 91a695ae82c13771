import 'reflect-metadata';
import { afterEach, inject } from 'vitest';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { authContract } from '../contracts/auth.contract';
import { contentBackendContract } from '../contracts/content-backend.contract';
import { clearSessionCookie, latestMailTo, strapiAdapters } from './strapi-harness';

const url = inject('strapiUrl');
const mailDir = inject('strapiMailDir');

afterEach(clearSessionCookie);

contentBackendContract('Strapi 5 (real server, seeded)', async () => ({ backend: strapiAdapters(url).content, seeded: demoContent }));

authContract('Strapi 5 users-permissions (real server)', async () => ({
  auth: strapiAdapters(url).auth,
  async confirmEmail(email) {
    const token = await latestMailTo(mailDir, email, /confirmation=([A-Za-z0-9]+)/);
    const response = await fetch(`${url}/api/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' });
    if (response.status >= 400) throw new Error(`confirmation failed: ${response.status}`);
  },
  resetCodeFor: (email) => latestMailTo(mailDir, email, /code=([A-Za-z0-9]+)/),
}));
