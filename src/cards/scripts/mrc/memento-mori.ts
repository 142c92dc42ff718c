import { activated, banishSelf, cardScript, draw, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('memento-mori', {
  abilities: [
    triggered(whenever('dies', { who: 'any', type: 'ALLY' }), [putCounters(self(), 'prize', 1)]),
    activated([banishSelf()], [draw(3)], { speed: 'slow', condition: { kind: 'selfCounters', counter: 'prize', min: 6 } }),
  ],
});
