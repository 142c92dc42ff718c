import { activated, banishSelf, cardScript, draw, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('sanguine-goblet', {
  abilities: [
    triggered(whenever('dealtDamage', { who: 'you', type: 'CHAMPION' }), [{ op: 'scaled', x: { of: 'eventAmount' }, effect: putCounters(self(), 'blood', 0) }]),
    activated([banishSelf()], [draw(1)], { condition: { kind: 'selfCounters', counter: 'blood', min: 8 } }),
  ],
});
