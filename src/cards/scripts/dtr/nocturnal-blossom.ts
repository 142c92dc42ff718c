import { atBeginningOfYourEndPhase, cardScript, recover, triggered } from '../../define.js';

export default cardScript('nocturnal-blossom', { keywords: ['stealth'], abilities: [triggered(atBeginningOfYourEndPhase(), [recover(1)])] });
