import { cardScript, staticAbility, targetUnit } from '../../define.js';

export default cardScript('protective-helm', {
  keywords: ['link'],
  targets: [targetUnit()],
  abilities: [staticAbility({ kind: 'preventDamage', affects: 'linked', amount: 1, fromDistant: true })],
});
