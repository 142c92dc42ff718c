import { cardScript, classBonus, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('intangible-geist', {
  abilities: [
    triggered(onEnter(), [{ op: 'opponentsBanishmentToMaterialDeck', filter: { supertype: 'REGALIA' }, own: true }]),
    staticAbility({ kind: 'preventDamage', affects: 'self', amount: 'all', damageType: 'combat' }, classBonus()),
  ],
});
