import 'reflect-metadata';
import { inject } from 'vitest';
import { demoContractTemplate } from '../../memory/demo-content/demo-contract-template';
import { contractTemplateContract } from '../../../tests/contracts/contract-template.contract';
import { strapiContractTemplate } from './strapi-contract-template-reader';

const url = inject('strapiUrl');

// The functions' reader against the real CMS, seeded with the demo template; a closed port stands for an outage.
contractTemplateContract('functions reading Strapi 5 (real server, seeded)', async () => ({
  templates: strapiContractTemplate(url),
  seeded: demoContractTemplate,
  unreachable: strapiContractTemplate('http://127.0.0.1:9'),
}));
