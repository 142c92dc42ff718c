import { cardScript, classBonus, fostered, staticAbility } from '../../define.js';

export default cardScript('young-peacekeeper', {
  keywords: ['foster'],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, fostered()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, fostered()),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
