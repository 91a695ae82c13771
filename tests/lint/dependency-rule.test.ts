// @vitest-environment node
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { root, ruleHits } from './lint-support';


const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';

// A real use case: an import of a file that does not exist never counts as a violation, so the cases below would
// prove nothing against a missing file.
const USE_CASE = 'application/booking/accept-request.ts';
const useCaseImport = (from: string) => `import * as useCase from '${path.posix.relative(path.posix.dirname(from), USE_CASE).replace(/\.ts$/, '')}';\nexport const used = useCase;`;
// What functions/src may import of ports/: the wire contracts and the ports its firebase-admin units implement.
const FUNCTIONS_PORTS = ['ports/wire/callable-api.ts', 'ports/wire/firestore-documents.ts', 'ports/wire/submission-signals.ts', 'ports/units/booking-intake-port.ts'];

/** Lints `code` as if it lived at `file` (relative to the repository root); returns the dependency-rule hits. */
async function violations(file: string, code: string): Promise<string[]> {
  return (await ruleHits(file, code)).filter((rule) => rule === PATHS || rule === IMPORTS || rule === SYNTAX);
}

// Every import below points at a real file, so a passing "no violation" case cannot be an unresolved import.
describe('dependency rule (eslint.config.js)', { timeout: 60_000 }, () => {
  describe('folder boundaries (import-x/no-restricted-paths)', () => {
    it.each([
      ['domain importing src/', 'domain/booking/illegal.ts', `import { parseSearch } from '../../src/shared/query-string';\nexport const used = parseSearch;`],
      ['domain importing ports/', 'domain/booking/illegal.ts', `import { TOKENS } from '../../ports/tokens';\nexport const used = TOKENS;`],
      ['ports importing adapters/', 'ports/illegal.ts', `import { FetchBuildVersion } from '../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['ports importing src/', 'ports/illegal.ts', `import { parseSearch } from '../src/shared/query-string';\nexport const used = parseSearch;`],
      ['adapters/memory importing adapters/fetch', 'adapters/memory/illegal.ts', `import { FetchBuildVersion } from '../fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['adapters/fetch importing adapters/memory', 'adapters/fetch/illegal.ts', `import { InMemoryBuildVersion } from '../memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['adapters/fetch importing src/', 'adapters/fetch/illegal.ts', `import { parseSearch } from '../../src/shared/query-string';\nexport const used = parseSearch;`],
      ['src/features importing adapters/memory', 'src/features/gallery/illegal.ts', `import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['src/shared importing adapters/fetch', 'src/shared/illegal.ts', `import { FetchBuildVersion } from '../../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['a src/ test importing a real (non-memory) adapter', 'src/app/version/illegal.test.ts', `import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['production src/ code importing tests/', 'src/app/illegal.ts', `import '../../tests/support/setup-tests';`],
      ['a feature importing src/app/', 'src/features/home/illegal.ts', `import { readAppConfig } from '../../app/config';\nexport const used = readAppConfig;`],
      ['a feature test importing src/app/', 'src/features/home/illegal.test.ts', `import { readAppConfig } from '../../app/config';\nexport const used = readAppConfig;`],
      ['a feature importing another feature', 'src/features/home/illegal.ts', `import { weddingJsonLd } from '../weddings/wedding-json-ld';\nexport const used = weddingJsonLd;`],
      ['a feature test importing another feature', 'src/features/admin/illegal.test.tsx', `import { accountNextPath } from '../account/sign-in-page';\nexport const used = accountNextPath;`],
      ['src/shared importing a feature', 'src/shared/illegal.ts', `import { weddingJsonLd } from '../features/weddings/wedding-json-ld';\nexport const used = weddingJsonLd;`],
      ['src/shared importing src/app/', 'src/shared/illegal.ts', `import { readAppConfig } from '../app/config';\nexport const used = readAppConfig;`],
      ['application/ importing adapters/memory', 'application/booking/illegal.ts', `import { InMemoryBuildVersion } from '../../adapters/memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['application/ importing src/', 'application/booking/illegal.ts', `import { parseSearch } from '../../src/shared/query-string';\nexport const used = parseSearch;`],
      ['application/ importing functions/', 'application/booking/illegal.ts', `import { guarded } from '../../functions/src/https-errors';\nexport const used = guarded;`],
      ['application/ importing tests/', 'application/booking/illegal.ts', `import { aBooking } from '../../tests/support/booking-mother';\nexport const used = aBooking;`],
      ['functions/src importing an adapter', 'functions/src/illegal.ts', `import { FetchBuildVersion } from '../../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['functions/src importing a port other than the wire contracts and the units', 'functions/src/illegal.ts', `import { TOKENS } from '../../ports/tokens';\nexport const used = TOKENS;`],
      ['functions/src importing UI texts (the mails\' wording lives with their templates in domain/)', 'functions/src/illegal.ts', `import { csBooking } from '../../src/texts/cs-booking';\nexport const used = csBooking;`],
      ['functions/src importing src/shared', 'functions/src/illegal.ts', `import { parseSearch } from '../../src/shared/query-string';\nexport const used = parseSearch;`],
      ['functions/src importing tests/', 'functions/src/illegal.ts', `import { aBooking } from '../../tests/support/booking-mother';\nexport const used = aBooking;`],
      ['functions/src importing cms/', 'functions/src/illegal.ts', `import { frontendOrigins as origins } from '../../cms/lib/frontend-origins';\nexport const used = origins;`],
      ['functions/src importing its build script', 'functions/src/illegal.ts', `import '../build.mjs';`],
      ['functions/src importing the browser\'s Strapi adapter (axios)', 'functions/src/illegal.ts', `import { StrapiContentBackend } from '../../adapters/strapi/strapi-content-backend';\nexport const used = StrapiContentBackend;`],
      ['the Strapi server readers importing the axios client', 'adapters/strapi/server/illegal.ts', `import { StrapiClient } from '../strapi-client';\nexport const used = StrapiClient;`],
      ['a Strapi content module importing the axios client', 'adapters/strapi/content/illegal.ts', `import { StrapiClient } from '../strapi-client';\nexport const used = StrapiClient;`],
      ['functions/src importing the browser\'s Firebase adapter', 'functions/src/illegal.ts', `import { firebaseHttp } from '../../adapters/firebase/firebase-http';\nexport const used = firebaseHttp;`],
      ['a functions/src test importing src/', 'functions/src/illegal.test.ts', `import { parseSearch } from '../../src/shared/query-string';\nexport const used = parseSearch;`],
      ['a functions/src test importing cms/ (its test servers come through tests/support)', 'functions/src/illegal.test.ts', `import { frontendOrigins as origins } from '../../cms/lib/frontend-origins';\nexport const used = origins;`],
      ['adapters/firestore-admin importing src/', 'adapters/firestore-admin/illegal.ts', `import { parseSearch } from '../../src/shared/query-string';\nexport const used = parseSearch;`],
      ['adapters/firestore-admin importing adapters/firebase', 'adapters/firestore-admin/illegal.ts', `import { firebaseHttp } from '../firebase/firebase-http';\nexport const used = firebaseHttp;`],
      ['adapters/firestore-admin importing functions/src (its settings come as arguments)', 'adapters/firestore-admin/illegal.ts', `import { SITE_URL } from '../../functions/src/config';\nexport const used = SITE_URL;`],
      ['adapters/firebase importing adapters/firestore-admin', 'adapters/firebase/illegal.ts', `import { toTimestamp } from '../firestore-admin/firestore-timestamps';\nexport const used = toTimestamp;`],
      ['adapters/storage-admin importing adapters/firestore-admin', 'adapters/storage-admin/illegal.ts', `import { toTimestamp } from '../firestore-admin/firestore-timestamps';\nexport const used = toTimestamp;`],
      ['adapters/storage-admin importing functions/src (its settings come as arguments)', 'adapters/storage-admin/illegal.ts', `import { SITE_URL } from '../../functions/src/config';\nexport const used = SITE_URL;`],
      ['adapters/memory importing adapters/storage-admin (the fakes stay free of sharp and yazl)', 'adapters/memory/illegal.ts', `import { encodeRenditions } from '../storage-admin/sharp-renditions';\nexport const used = encodeRenditions;`],
      ['an adapter\'s test importing another real adapter', 'adapters/firebase/illegal.test.ts', `import { toTimestamp } from '../firestore-admin/firestore-timestamps';\nexport const used = toTimestamp;`],
      ['an adapter\'s test importing cms/', 'adapters/strapi/illegal.test.ts', `import { frontendOrigins as origins } from '../../cms/lib/frontend-origins';\nexport const used = origins;`],
    ])('rejects %s', async (_case, file, code) => {
      expect(await violations(file, code)).toEqual([PATHS]);
    });

    it.each([
      ['the composition root importing adapters/memory', 'src/app/composition/memory.ts', `import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['the composition root importing adapters/fetch', 'src/app/composition/production.ts', `import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';\nexport const used = FetchBuildVersion;`],
      ['adapters/memory importing ports/ and domain/', 'adapters/memory/legal.ts', `import type { BuildVersionPort } from '../../ports/build-version-port';\nimport { TOKENS } from '../../ports/tokens';\nimport { DomainError } from '../../domain/errors';\nexport type Port = BuildVersionPort;\nexport const used = [TOKENS, DomainError];`],
      ['ports importing domain/', 'ports/legal.ts', `import { DomainError } from '../domain/errors';\nexport const used = DomainError;`],
      ['src/features importing ports/ and domain/', 'src/features/gallery/legal.ts', `import { TOKENS } from '../../../ports/tokens';\nimport { DomainError } from '../../../domain/errors';\nexport const used = [TOKENS, DomainError];`],
      ['a src/ test using the memory adapter as a fake', 'src/app/version/legal.test.ts', `import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['a feature test using the memory adapter as a fake', 'src/features/home/legal.test.ts', `import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';\nexport const used = InMemoryBuildVersion;`],
      ['a feature importing its own files and src/shared/', 'src/features/home/legal.ts', `import { localBusinessJsonLd } from './local-business-json-ld';\nimport { useService } from '../../shared/services/services-context';\nimport { WeddingCard } from '../../shared/weddings/wedding-card';\nexport const used = [localBusinessJsonLd, useService, WeddingCard];`],
      ['src/app/ importing features', 'src/app/router/legal.ts', `import { weddingJsonLd } from '../../features/weddings/wedding-json-ld';\nexport const used = weddingJsonLd;`],
      ['application/ importing domain/ and ports/', 'application/booking/legal.ts', `import { DomainError } from '../../domain/errors';\nimport type { BookingRepository } from '../../ports/booking-repository-port';\nexport type Port = BookingRepository;\nexport const used = DomainError;`],
      ['functions/src importing its persistence, adapters/firestore-admin/', 'functions/src/legal.ts', `import { toTimestamp } from '../../adapters/firestore-admin/firestore-timestamps';\nexport const used = toTimestamp;`],
      ['functions/src importing the Strapi server readers and content parser', 'functions/src/legal.ts', `import { strapiPriceCatalogue } from '../../adapters/strapi/server/strapi-price-catalogue-reader';\nimport { pricedItemsOf } from '../../adapters/strapi/content/strapi-prices';\nexport const used = [strapiPriceCatalogue, pricedItemsOf];`],
      ['functions/src importing its media adapters, adapters/storage-admin/', 'functions/src/legal.ts', `import { StorageAdminPhotoRenditions } from '../../adapters/storage-admin/storage-admin-photo-renditions';\nexport const used = StorageAdminPhotoRenditions;`],
      ['adapters/storage-admin importing ports/ and domain/', 'adapters/storage-admin/legal.ts', `import type { GalleryArchivePort } from '../../ports/gallery-archive-port';\nimport { galleryZipFile } from '../../domain/gallery/gallery-storage';\nexport type Port = GalleryArchivePort;\nexport const used = galleryZipFile;`],
      ['a functions/src test driving the functions through the site\'s adapters, with tests/support', 'functions/src/legal.test.ts', `import { firebaseHttp } from '../../adapters/firebase/firebase-http';\nimport { aBooking } from '../../tests/support/booking-mother';\nexport const used = [firebaseHttp, aBooking];`],
      ['adapters/firestore-admin importing ports/ and domain/', 'adapters/firestore-admin/legal.ts', `import type { IntakeUnit } from '../../ports/units/booking-intake-port';\nimport { BOOKINGS } from '../../ports/wire/firestore-documents';\nimport { DomainError } from '../../domain/errors';\nexport type Unit = IntakeUnit;\nexport const used = [BOOKINGS, DomainError];`],
      ['an adapter\'s test using the memory adapter\'s fixtures', 'adapters/strapi/legal.test.ts', `import { demoContent } from '../memory/demo-content/demo-content';\nexport const used = demoContent;`],
      ['functions/src importing itself, domain/ (the mail templates too) and npm packages', 'functions/src/legal.ts', `import { onCall } from 'firebase-functions/v2/https';\nimport { guarded } from './https-errors';\nimport { DomainError } from '../../domain/errors';\nimport { contactMessageMail } from '../../domain/mail/templates/contact-message';\nexport const used = [onCall, guarded, DomainError, contactMessageMail];`],
    ])('allows %s', async (_case, file, code) => {
      expect(await violations(file, code)).toEqual([]);
    });

    describe('application/', () => {
      it('the use case the cases import exists', () => expect(existsSync(path.join(root, USE_CASE))).toBe(true));

      it.each([
        ['domain/ importing application/', 'domain/booking/illegal.ts'],
        ['ports/ importing application/', 'ports/illegal.ts'],
      ])('rejects %s', async (_case, file) => {
        expect(await violations(file, useCaseImport(file))).toEqual([PATHS]);
      });

      it.each([
        ['adapters/memory importing application/', 'adapters/memory/legal.ts'],
        ['src/ importing application/', 'src/app/composition/legal.ts'],
        ['functions/src importing application/', 'functions/src/legal.ts'],
      ])('allows %s', async (_case, file) => {
        expect(await violations(file, useCaseImport(file))).toEqual([]);
      });
    });

    for (const contract of FUNCTIONS_PORTS) {
      it(`allows functions/src to import ${contract}`, async () => {
        expect(existsSync(path.join(root, contract))).toBe(true);
        const code = `import * as contract from '../../${contract.replace(/\.ts$/, '')}';\nexport const used = contract;`;
        expect(await violations('functions/src/legal.ts', code)).toEqual([]);
      });
    }
  });

  describe('owned packages and framework-free layers (no-restricted-imports)', () => {
    it.each([
      ['axios in src/', 'src/features/contact/illegal.ts', `import axios from 'axios';\nexport const used = axios;`],
      ['js-cookie in adapters/fetch', 'adapters/fetch/illegal.ts', `import Cookies from 'js-cookie';\nexport const used = Cookies;`],
      ['qs in src/features', 'src/features/gallery/illegal.ts', `import qs from 'qs';\nexport const used = qs;`],
      ['firebase in adapters/memory', 'adapters/memory/illegal.ts', `import { initializeApp } from 'firebase/app';\nexport const used = initializeApp;`],
      ['@firebase/* in src/', 'src/app/illegal.ts', `import { getAuth } from '@firebase/auth';\nexport const used = getAuth;`],
      ['firebase in adapters/strapi', 'adapters/strapi/illegal.ts', `import { getFirestore } from 'firebase/firestore';\nexport const used = getFirestore;`],
      ['axios in adapters/firebase', 'adapters/firebase/illegal.ts', `import axios from 'axios';\nexport const used = axios;`],
      ['react in domain/', 'domain/booking/illegal.ts', `import { useState } from 'react';\nexport const used = useState;`],
      ['zustand in domain/', 'domain/booking/illegal.ts', `import { createStore } from 'zustand/vanilla';\nexport const used = createStore;`],
      ['inversify in domain/', 'domain/booking/illegal.ts', `import { injectable } from 'inversify';\nexport const used = injectable;`],
      ['firebase in domain/', 'domain/booking/illegal.ts', `import { Timestamp } from 'firebase/firestore';\nexport const used = Timestamp;`],
      ['a value import of inversify in ports/tokens.ts', 'ports/tokens.ts', `import { Container } from 'inversify';\nexport const used = Container;`],
      ['a type import of inversify in another ports/ file', 'ports/illegal.ts', `import type { ServiceIdentifier } from 'inversify';\nexport type Used = ServiceIdentifier;`],
      ['react in ports/', 'ports/illegal.ts', `import type { ReactNode } from 'react';\nexport type Used = ReactNode;`],
      ['react in application/', 'application/booking/illegal.ts', `import { useState } from 'react';\nexport const used = useState;`],
      ['zustand in application/', 'application/booking/illegal.ts', `import { createStore } from 'zustand/vanilla';\nexport const used = createStore;`],
      ['inversify in application/', 'application/booking/illegal.ts', `import { injectable } from 'inversify';\nexport const used = injectable;`],
      ['firebase in application/', 'application/booking/illegal.ts', `import { getFirestore } from 'firebase/firestore';\nexport const used = getFirestore;`],
      ['pdf-lib in domain/', 'domain/documents/illegal.ts', `import { PDFDocument } from 'pdf-lib';\nexport const used = PDFDocument;`],
      ['@pdf-lib/fontkit in application/', 'application/documents/illegal.ts', `import fontkit from '@pdf-lib/fontkit';\nexport const used = fontkit;`],
    ])('rejects %s', async (_case, file, code) => {
      expect(await violations(file, code)).toEqual([IMPORTS]);
    });

    it.each([
      ['firebase in adapters/firebase', 'adapters/firebase/legal.ts', `import { initializeApp } from 'firebase/app';\nimport { getAuth } from '@firebase/auth';\nexport const used = [initializeApp, getAuth];`],
      ['axios, js-cookie and qs in adapters/strapi', 'adapters/strapi/legal.ts', `import axios from 'axios';\nimport Cookies from 'js-cookie';\nimport qs from 'qs';\nexport const used = [axios, Cookies, qs];`],
      ['axios in the Strapi-backed tests (a browser-like transport for the adapter)', 'tests/support/test-browser.ts', `import axios from 'axios';\nexport const used = axios;`],
      ['a type import of inversify in ports/tokens.ts', 'ports/tokens.ts', `import type { ServiceIdentifier } from 'inversify';\nexport type Used = ServiceIdentifier;`],
      ['pdf-lib and @pdf-lib/fontkit in adapters/pdf-lib', 'adapters/pdf-lib/legal.ts', `import fontkit from '@pdf-lib/fontkit';\nimport { PDFDocument } from 'pdf-lib';\nexport const used = [fontkit, PDFDocument];`],
      ['inversify and react in src/', 'src/features/gallery/legal.tsx', `import { injectable } from 'inversify';\nimport { useState } from 'react';\nexport const used = [injectable, useState];`],
    ])('allows %s', async (_case, file, code) => {
      expect(await violations(file, code)).toEqual([]);
    });

    describe('dynamic import() (no-restricted-syntax)', () => {
      it.each([
        ['firebase in src/', 'src/app/illegal.ts', `export const load = () => import('firebase/firestore');`],
        ['@firebase/* in src/features', 'src/features/admin/illegal.ts', `export const load = () => import('@firebase/auth');`],
        ['firebase in adapters/memory', 'adapters/memory/illegal.ts', `export const load = () => import('firebase/app');`],
        ['firebase in application/', 'application/booking/illegal.ts', `export const load = () => import('firebase/firestore');`],
        ['react in domain/', 'domain/booking/illegal.ts', `export const load = () => import('react');`],
        ['axios in adapters/firebase', 'adapters/firebase/illegal.ts', `export const load = () => import('axios');`],
        ['js-cookie in src/', 'src/shared/illegal.ts', `export const load = () => import('js-cookie');`],
        ['qs in adapters/fetch', 'adapters/fetch/illegal.ts', `export const load = () => import('qs');`],
      ])('rejects %s', async (_case, file, code) => {
        expect(await violations(file, code)).toEqual([SYNTAX]);
      });

      it.each([
        ['firebase in adapters/firebase', 'adapters/firebase/legal.ts', `export const load = () => Promise.all([import('firebase/firestore'), import('@firebase/auth')]);`],
        ['firebase in the emulator tests\' support', 'tests/support/emulator-support.ts', `export const load = () => import('firebase/app');`],
        ['axios, js-cookie and qs in adapters/strapi', 'adapters/strapi/legal.ts', `export const load = () => Promise.all([import('axios'), import('js-cookie'), import('qs')]);`],
        ['firebase-admin (not the client SDK) in tests/', 'tests/support/legal.ts', `export const load = () => import('firebase-admin/app');`],
        ['a lazy import of the app\'s own modules in src/', 'src/shared/legal.ts', `export const load = () => import('./media/lightbox');`],
      ])('allows %s', async (_case, file, code) => {
        expect(await violations(file, code)).toEqual([]);
      });
    });

    it('allows qs in the real src/shared/query-string.ts, its one home in src/', async () => {
      const file = 'src/shared/query-string.ts';
      const code = readFileSync(path.join(root, file), 'utf8');
      expect(code).toMatch(/from 'qs'/);
      expect(await violations(file, code)).toEqual([]);
    });
  });
});
