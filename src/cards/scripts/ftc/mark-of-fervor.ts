import { cardScript, characteristics, gainKeyword, objectSet, staticAbility, targetAlly } from '../../define.js';

export default cardScript('mark-of-fervor', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 1 }),
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'life', amount: 1 }),
    staticAbility(characteristics([gainKeyword('vigor')], objectSet('linked'))),
  ],
});
