import { cardScript, staticAbility, targetAlly } from '../../define.js';

// Ally Link: it enters linked to a target ally.
export default cardScript('shield-of-parvati', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [staticAbility({ kind: 'preventDamage', affects: 'linked', amount: 2, sacrificeSelf: true })],
});
