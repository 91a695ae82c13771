import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::price-package.price-package');
