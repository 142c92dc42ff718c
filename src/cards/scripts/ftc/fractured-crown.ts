import { cardScript, classBonus, staticAbility } from '../../define.js';

// Champion Link: linked to a target champion.
export default cardScript('fractured-crown', {
  keywords: ['link'],
  targets: [{ kind: 'champion' }],
  abilities: [
    staticAbility({ kind: 'linkedFirstAttackPower', amount: 2 }),
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'life', amount: 2, per: { zone: 'graveyard', type: 'ALLY', supertype: 'UNIQUE' } }, classBonus()),
  ],
});
