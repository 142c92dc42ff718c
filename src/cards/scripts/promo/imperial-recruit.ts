import { cardScript, fostered, staticAbility } from '../../define.js';

export default cardScript('imperial-recruit', {
  keywords: ['foster'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, fostered())],
});
