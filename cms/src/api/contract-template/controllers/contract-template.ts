import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::contract-template.contract-template');
