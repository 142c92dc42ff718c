import { activated, cardScript, payReserve, restSelf } from '../../define.js';

// Regalia Link: linked to a target regalia object.
export default cardScript('scarlet-tassel', {
  keywords: ['link'],
  targets: [{ kind: 'object', supertype: 'REGALIA' }],
  abilities: [activated([payReserve(2), restSelf()], [{ op: 'grantKeyword', subject: { ref: 'linked' }, keyword: 'omnishroud', duration: 'untilEndOfTurn' }])],
});
