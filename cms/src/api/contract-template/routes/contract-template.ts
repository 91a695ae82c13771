import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::contract-template.contract-template');
