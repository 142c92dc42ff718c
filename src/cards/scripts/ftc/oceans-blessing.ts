import { cardScript, characteristics, classBonus, gainKeyword, objectSet, staticAbility, targetAlly } from '../../define.js';

export default cardScript('oceans-blessing', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'life', amount: 1 }),
    staticAbility(characteristics([gainKeyword('taunt')], objectSet('linked'))),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
