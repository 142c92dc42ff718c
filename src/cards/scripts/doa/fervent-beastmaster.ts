import { classBonus, defineCard, reserve, staticAbility, youControl } from '../../define.js';

export default defineCard(
  { slug: 'fervent-beastmaster', name: 'Fervent Beastmaster', types: ['ALLY'], subtypes: ['TAMER', 'HUMAN'], classes: ['TAMER'], element: 'NORM', cost: reserve(5), power: 3, life: 3 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'vigor' }, classBonus()),
      // Only allies carry the Beast subtype.
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, youControl('BEAST')),
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, youControl('BEAST')),
    ],
  },
);
