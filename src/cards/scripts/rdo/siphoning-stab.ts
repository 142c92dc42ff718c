import { allOf, cardScript, classBonus, onHit, triggered } from '../../define.js';

// The On Hit exists only while the attack uses a Polearm: checked as it triggers.
export default cardScript('siphoning-stab', {
  abilities: [
    triggered(onHit(), [{ op: 'scaled', x: { of: 'eventAmount' }, effect: { op: 'recover', who: 'you', amount: 0 } }], {
      condition: allOf(classBonus(), { kind: 'attackUsingWeapon', subtype: 'POLEARM' }),
    }),
  ],
});
