import { cardScript, classBonus, dealDamage, eventObject, may, staticAbility, triggered, whenever } from '../../define.js';

// While awake: when a fire ally of yours deals combat damage to a champion, you may sacrifice it for 3 more damage to that champion.
export default cardScript('relic-of-dancing-embers', {
  keywords: ['hindered'],
  abilities: [
    triggered(
      whenever('dealtDamage', { type: 'CHAMPION', damageType: 'combat', sourceYours: true, sourceElement: 'FIRE', sourceType: 'ALLY' }),
      [may({ op: 'sacrificeSelf', then: [dealDamage(eventObject(), 3)] })],
      { condition: { kind: 'selfAwake' } },
    ),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
