import { activated, cardScript, draw, onEnter, onlyOnce, putCounters, self, target, targetUnit, triggered } from '../../define.js';

export default cardScript('merlin-amethysts-glow', {
  abilities: [
    triggered(onEnter(), [putCounters(target(0), 'sheen', 2)], { targets: [targetUnit()] }),
    onlyOnce(activated([{ kind: 'reserve', value: 9, lessPerMasteryCounter: { mastery: 'fractured-memories', counter: 'sheen' } }], [draw(1), putCounters(self(), 'preparation', 1)])),
  ],
});
