import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('ombreux-chevalier', {
  abilities: [triggered(onEnter(), [{ op: 'returnOmenToHand', then: [{ op: 'banishOwnAsOmen', from: ['hand'] }] }])],
});
