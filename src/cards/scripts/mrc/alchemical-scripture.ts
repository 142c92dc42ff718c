import { atBeginningOfYourEndPhase, cardScript, drawIntoMemory, triggered } from '../../define.js';

export default cardScript('alchemical-scripture', {
  abilities: [triggered(atBeginningOfYourEndPhase(), [drawIntoMemory(1)], { condition: { kind: 'controlsTokens', min: 4 } })],
});
