import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::price-extra.price-extra');
