import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::contract-template.contract-template');
