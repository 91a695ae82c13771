// The galleries' callables (ports/wire/gallery-callable-api.ts), re-exported by index.ts: each one a use case of
// application/gallery over the firebase-admin store of adapters/firestore-admin (Firestore and the bucket). Desk calls
// need the admin claim (checked again against revocation, as the booking desk's); the couple proves itself with the
// visitor's Strapi session (the portal's gate), a guest with the pass openGuestGallery signed.
import type { CallableRequest as FunctionRequest } from 'firebase-functions/v2/https';
import * as desk from '../../application/gallery/gallery-desk';
import * as deskPhotos from '../../application/gallery/gallery-desk-photos';
import { changeMySelection, submitMySelection } from '../../application/gallery/gallery-selection';
import { buildDownload } from '../../application/gallery/build-download';
import { makePhotoRenditions } from '../../application/gallery/make-photo-renditions';
import { readDownloadJob, requestDownload } from '../../application/gallery/request-download';
import * as view from '../../application/gallery/view-gallery';
import type { WireViewer } from '../../ports/wire/gallery-callable-api';
import { adminCallerOf, callable } from './callable';
import { clientIp } from './client-ip';
import { logger } from 'firebase-functions';
import { bucket, galleryMediaOptions, galleryOptions } from './config';
import { galleryMedia } from './gallery-media';
import { galleryNow } from './gallery-clock';
import { galleryStore } from './gallery-store';


async function deskCall(request: FunctionRequest<unknown>) {
  const now = await galleryNow();
  return { call: { caller: await adminCallerOf(request), now }, store: (await galleryStore(now)).store };
}

/** A viewer as the wire names it → as the use cases take it (the couple's session travels beside it). */
function viewerOf(wire: unknown): { viewer: Record<string, unknown>; session?: unknown } {
  const value = (typeof wire === 'object' && wire !== null ? wire : {}) as Partial<Record<keyof WireViewer | 'galleryId' | 'session', unknown>>;
  if ('guestPass' in value) return { viewer: { as: 'guest', pass: value.guestPass } };
  return { viewer: { as: 'couple', galleryId: value.galleryId }, session: value.session };
}

async function viewerCall(request: FunctionRequest<unknown>, wire: unknown) {
  const now = await galleryNow();
  const { viewer, session } = viewerOf(wire);
  return { call: { viewer, session, client: clientIp(request.rawRequest), now }, ...(await galleryStore(now)) };
}

async function publicCall(request: FunctionRequest<unknown>, session?: unknown) {
  const now = await galleryNow();
  return { call: { session, client: clientIp(request.rawRequest), now }, store: (await galleryStore(now)).store };
}

const o = galleryOptions;

export const listGalleries = callable('listGalleries', async (_data, request) => {
  const { call, store } = await deskCall(request);
  return { galleries: await desk.listGalleries(call, store) };
}, o);
export const getGallery = callable('getGallery', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.readGallery({ ...call, galleryId: data.galleryId }, store);
}, o);
export const createGallery = callable('createGallery', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.createGallery({ ...call, input: data.input }, store);
}, o);
export const updateGallery = callable('updateGallery', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.updateGallery({ ...call, galleryId: data.galleryId, patch: data.patch }, store);
}, o);
export const publishGallery = callable('publishGallery', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.publishGallery({ ...call, galleryId: data.galleryId, publish: data.publish === true }, store);
}, o);
export const setGallerySections = callable('setGallerySections', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.setGallerySections({ ...call, galleryId: data.galleryId, sections: data.sections }, store);
}, o);
export const registerGalleryPhoto = callable('registerGalleryPhoto', async (data, request) => {
  const { call, store } = await deskCall(request);
  return deskPhotos.registerUploadedPhoto({ ...call, galleryId: data.galleryId, photoId: data.photoId }, store);
}, o);
export const removeGalleryPhoto = callable('removeGalleryPhoto', async (data, request) => {
  const { call, store } = await deskCall(request);
  await deskPhotos.removeGalleryPhoto({ ...call, galleryId: data.galleryId, photoId: data.photoId }, store);
  // The record is gone: its files go too (the original and whatever renditions were made of it).
  const files = await (await bucket()).getFiles({ prefix: `galleries/${String(data.galleryId)}/` });
  await Promise.all(files[0].filter((file) => file.name.split('/').includes(String(data.photoId))).map((file) => file.delete({ ignoreNotFound: true })));
  return { removed: String(data.photoId) };
}, o);
export const reorderGalleryPhotos = callable('reorderGalleryPhotos', async (data, request) => {
  const { call, store } = await deskCall(request);
  await deskPhotos.reorderGalleryPhotos({ ...call, galleryId: data.galleryId, photoIds: data.photoIds }, store);
  return { ok: true as const };
}, o);
export const setGalleryPhotosHidden = callable('setGalleryPhotosHidden', async (data, request) => {
  const { call, store } = await deskCall(request);
  await deskPhotos.setPhotosHidden({ ...call, galleryId: data.galleryId, photoIds: data.photoIds, hidden: data.hidden }, store);
  return { ok: true as const };
}, o);
export const setGalleryPhotosSection = callable('setGalleryPhotosSection', async (data, request) => {
  const { call, store } = await deskCall(request);
  await deskPhotos.setPhotosSection({ ...call, galleryId: data.galleryId, photoIds: data.photoIds, sectionId: data.sectionId }, store);
  return { ok: true as const };
}, o);
export const setGalleryCover = callable('setGalleryCover', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.setGalleryCover({ ...call, galleryId: data.galleryId, photoId: data.photoId ?? null }, store);
}, o);
export const setGuestPin = callable('setGuestPin', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.setGuestPin({ ...call, galleryId: data.galleryId, pin: data.pin }, store);
}, o);
export const rotateGuestLink = callable('rotateGuestLink', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.rotateGuestLink({ ...call, galleryId: data.galleryId }, store);
}, o);
export const extendGalleryExpiry = callable('extendGalleryExpiry', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.extendGalleryExpiry({ ...call, galleryId: data.galleryId, expiresOn: data.expiresOn }, store);
}, o);
export const readGallerySelection = callable('readGallerySelection', async (data, request) => {
  const { call, store } = await deskCall(request);
  return { selection: await desk.readGallerySelection({ ...call, galleryId: data.galleryId }, store) };
}, o);
export const galleryStorageUsed = callable('galleryStorageUsed', async (data, request) => {
  const { call, store } = await deskCall(request);
  return desk.galleryStorageUsed({ ...call, galleryId: data.galleryId }, store);
}, o);

/** The renditions of an uploaded photo, each file with the gallery's current download token. */
export const makeRenditions = callable('makeRenditions', async (data, request) => {
  const now = await galleryNow();
  const { files, store } = await galleryStore(now);
  const call = { caller: await adminCallerOf(request), now, galleryId: data.galleryId, photoId: data.photoId };
  return makePhotoRenditions(call, store, (await galleryMedia(files.token)).renditions);
}, galleryMediaOptions);

export const myGalleries = callable('myGalleries', async (data, request) => {
  const { call, store } = await publicCall(request, data.session);
  return { galleries: await view.listMyGalleries(call, store) };
}, o);
export const guestGalleryEntry = callable('guestGalleryEntry', async (data, request) => {
  const { call, store } = await publicCall(request);
  return view.guestEntry({ ...call, linkId: data.linkId }, store);
}, o);
export const openGuestGallery = callable('openGuestGallery', async (data, request) => {
  const { call, store } = await publicCall(request);
  return view.openGuestGallery({ ...call, linkId: data.linkId, pin: data.pin, name: data.name, email: data.email }, store);
}, o);
export const openGallery = callable('openGallery', async (data, request) => {
  const { call, store } = await viewerCall(request, data.viewer);
  return view.openGallery(call, store);
}, o);
export const setGalleryFavourite = callable('setGalleryFavourite', async (data, request) => {
  const { call, store } = await viewerCall(request, data.viewer);
  return { favourites: await view.setFavourite({ ...call, photoId: data.photoId, favourite: data.favourite }, store) };
}, o);
export const changeGallerySelection = callable('changeGallerySelection', async (data, request) => {
  const { call, store } = await viewerCall(request, data.viewer);
  return changeMySelection({ ...call, change: data.change }, store);
}, o);
export const submitGallerySelection = callable('submitGallerySelection', async (data, request) => {
  const { call, store } = await viewerCall(request, data.viewer);
  return submitMySelection(call, store);
}, o);
export const setPortfolioConsent = callable('setPortfolioConsent', async (data, request) => {
  const { call, store } = await viewerCall(request, data.viewer);
  return view.setPortfolio({ ...call, choice: (data.choice ?? {}) as Record<string, unknown> }, store);
}, o);
/**
 * The job is answered `queued` and its parts start building at once, after the answer (on the gallery's clock, which
 * its links' expiry is measured by); whatever this instance does not finish, the scheduled builder does.
 */
export const requestGalleryDownload = callable('requestGalleryDownload', async (data, request) => {
  const { call, store, files } = await viewerCall(request, data.viewer);
  const job = await requestDownload({ ...call, scope: data.scope }, store);
  const { archive } = await galleryMedia(files.token);
  void buildDownload(job.id, store, archive, () => call.now).catch((error: unknown) => logger.error('buildDownload failed', error));
  return job;
}, galleryMediaOptions);
export const galleryDownloadJob = callable('galleryDownloadJob', async (data, request) => {
  const { call, store } = await viewerCall(request, data.viewer);
  return readDownloadJob({ ...call, jobId: data.jobId }, store);
}, o);
