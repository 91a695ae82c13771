import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::price-extra.price-extra');
