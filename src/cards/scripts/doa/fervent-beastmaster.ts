import { classBonus, cardScript, staticAbility, youControl } from '../../define.js';

export default cardScript('fervent-beastmaster', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, classBonus()),
    // Only allies carry the Beast subtype.
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, youControl('BEAST')),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, youControl('BEAST')),
  ],
});
