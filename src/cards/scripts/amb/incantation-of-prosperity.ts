import { anyOf, cardScript, empower, ifThen, masteryDirection, recover } from '../../define.js';

export default cardScript('incantation-of-prosperity', {
  keywords: ['floatingMemory'],
  onResolve: [
    ifThen(anyOf(masteryDirection('north'), masteryDirection('south')), [empower(2)],
      [ifThen(anyOf(masteryDirection('east'), masteryDirection('west')), [recover(2)])]),
  ],
});
