import { activated, banishSelf, cardScript, dealDamage, draw, levelRestriction, payReserve, target, triggered, whenever } from '../../define.js';

export default cardScript('scepter-of-lumina', {
  abilities: [
    triggered(whenever('levelsUp', { who: 'you' }), [dealDamage(target(0), 4)], { targets: [{ kind: 'champion', controller: 'opponent' }] }),
    activated([payReserve(5), banishSelf()], [draw(1)], { condition: levelRestriction(3) }),
  ],
});
