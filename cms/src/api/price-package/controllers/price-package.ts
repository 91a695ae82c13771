import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::price-package.price-package');
