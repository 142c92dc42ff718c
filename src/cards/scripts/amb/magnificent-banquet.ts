import { atBeginningOfYourRecollection, cardScript, ifThen, recover } from '../../define.js';

export default cardScript('magnificent-banquet', {
  abilities: [
    // Works from the material deck while this card is Preserved there (checked again as it resolves).
    { kind: 'triggered', trigger: atBeginningOfYourRecollection(), whilePreserved: true, effects: [ifThen({ kind: 'sourceCardPreserved' }, [recover(1)])] },
  ],
  onResolve: [recover(5), { op: 'preserveThisCard' }],
});
