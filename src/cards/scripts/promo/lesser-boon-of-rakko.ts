import { activated, boonRules, cardScript, draw, payReserve } from '../../define.js';

export default cardScript('lesser-boon-of-rakko', {
  abilities: [
    boonRules(
      activated([payReserve(3)], [{
        op: 'rollDice', dice: 2, sides: 6, results: [
          { min: 2, max: 2, effects: [{ op: 'discard', who: 'each', count: 1 }] },
          { min: 3, max: 5, effects: [] },
          { min: 6, max: 8, effects: [draw(1, 'each')] },
          { min: 9, max: 11, effects: [draw(1)] },
          { min: 12, max: 12, effects: [draw(2)] },
        ],
      }]),
      { times: 2 },
    ),
  ],
});
