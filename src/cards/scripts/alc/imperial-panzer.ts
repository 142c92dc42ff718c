import { allOf, cardScript, classBonus, fostered, staticAbility } from '../../define.js';

const whileFostered = allOf(classBonus(), fostered());

export default cardScript('imperial-panzer', {
  keywords: ['foster'],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, whileFostered),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 2 }, whileFostered),
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, whileFostered),
  ],
});
