import type { HelpTopic } from '@teachmarket/contracts/api-types';

/** Help-centre content (mfe-info). Main languages have their own text; other worlds get English. */
type Text = [title: string, body: string];
interface HelpText { buying: [string, Text, Text]; selling: [string, Text, Text]; account: [string, Text, Text] }

const T: Record<string, HelpText> = {
  de: {
    buying: ['Kaufen & Herunterladen',
      ['Wie kaufe ich ein Material?', 'Legen Sie das Material in den Warenkorb und schließen Sie die Bestellung ab. Nach der Zahlung finden Sie es unter „Gekaufte Materialien“.'],
      ['Kann ich per Rechnung bezahlen?', 'Ja. Bei Kauf auf Rechnung wird das Material sofort freigeschaltet; die Rechnung erhalten Sie per E-Mail.']],
    selling: ['Verkaufen',
      ['Wie werde ich Autorin oder Autor?', 'Laden Sie Ihr erstes Material im Verkäuferbereich hoch. Nach der Prüfung wird es veröffentlicht.'],
      ['Wann erhalte ich meine Einnahmen?', 'Die Auszahlung erfolgt monatlich auf das hinterlegte Bankkonto.']],
    account: ['Konto & Datenschutz',
      ['Ich habe mein Passwort vergessen', 'Klicken Sie bei der Anmeldung auf „Passwort vergessen“. Sie erhalten einen Link zum Zurücksetzen.'],
      ['Wie lösche ich mein Konto?', 'Schreiben Sie uns über das Kontaktformular; wir löschen Ihre Daten gemäß DSGVO.']],
  },
  es: {
    buying: ['Comprar y descargar',
      ['¿Cómo compro un material?', 'Añade el material a la cesta y completa el pedido. Tras el pago lo encontrarás en «Materiales comprados».'],
      ['¿Puedo pagar con factura?', 'Sí. Con la compra por factura el material se desbloquea al instante y recibirás la factura por correo electrónico.']],
    selling: ['Vender',
      ['¿Cómo me hago autor?', 'Sube tu primer material desde el área de vendedor. Tras la revisión se publicará.'],
      ['¿Cuándo recibo mis ingresos?', 'Los pagos se realizan mensualmente a la cuenta bancaria indicada.']],
    account: ['Cuenta y privacidad',
      ['He olvidado mi contraseña', 'Haz clic en «He olvidado mi contraseña» al iniciar sesión y recibirás un enlace para restablecerla.'],
      ['¿Cómo elimino mi cuenta?', 'Escríbenos a través del formulario de contacto; eliminaremos tus datos conforme al RGPD.']],
  },
  fr: {
    buying: ['Acheter et télécharger',
      ['Comment acheter une ressource ?', 'Ajoutez la ressource au panier et validez la commande. Après le paiement, elle apparaît dans « Ressources achetées ».'],
      ['Puis-je payer sur facture ?', 'Oui. Avec le paiement sur facture, la ressource est débloquée immédiatement et la facture vous est envoyée par e-mail.']],
    selling: ['Vendre',
      ['Comment devenir auteur ?', "Déposez votre première ressource depuis l'espace vendeur. Elle sera publiée après vérification."],
      ['Quand suis-je payé ?', 'Les versements sont effectués chaque mois sur le compte bancaire indiqué.']],
    account: ['Compte et confidentialité',
      ["J'ai oublié mon mot de passe", 'Cliquez sur « Mot de passe oublié » lors de la connexion ; vous recevrez un lien de réinitialisation.'],
      ['Comment supprimer mon compte ?', 'Écrivez-nous via le formulaire de contact ; nous supprimerons vos données conformément au RGPD.']],
  },
  gr: {
    buying: ['Αγορά και λήψη',
      ['Πώς αγοράζω ένα υλικό;', 'Προσθέστε το υλικό στο καλάθι και ολοκληρώστε την παραγγελία. Μετά την πληρωμή θα το βρείτε στα «Αγορασμένα υλικά».'],
      ['Μπορώ να πληρώσω με τιμολόγιο;', 'Ναι. Με την αγορά με τιμολόγιο το υλικό ξεκλειδώνεται αμέσως και το τιμολόγιο αποστέλλεται με e-mail.']],
    selling: ['Πωλήσεις',
      ['Πώς γίνομαι δημιουργός;', 'Ανεβάστε το πρώτο σας υλικό από την περιοχή πωλητή. Μετά τον έλεγχο θα δημοσιευθεί.'],
      ['Πότε πληρώνομαι;', 'Οι πληρωμές γίνονται μηνιαίως στον τραπεζικό λογαριασμό που έχετε δηλώσει.']],
    account: ['Λογαριασμός και απόρρητο',
      ['Ξέχασα τον κωδικό μου', 'Πατήστε «Ξέχασα τον κωδικό» κατά τη σύνδεση και θα λάβετε σύνδεσμο επαναφοράς.'],
      ['Πώς διαγράφω τον λογαριασμό μου;', 'Γράψτε μας μέσω της φόρμας επικοινωνίας· θα διαγράψουμε τα δεδομένα σας σύμφωνα με τον ΓΚΠΔ.']],
  },
  it: {
    buying: ['Acquistare e scaricare',
      ['Come acquisto un materiale?', 'Aggiungi il materiale al carrello e completa l’ordine. Dopo il pagamento lo trovi in «Materiali acquistati».'],
      ['Posso pagare con fattura?', 'Sì. Con l’acquisto su fattura il materiale viene sbloccato subito e la fattura arriva via e-mail.']],
    selling: ['Vendere',
      ['Come divento autore?', 'Carica il tuo primo materiale dall’area venditore. Dopo la verifica verrà pubblicato.'],
      ['Quando ricevo i guadagni?', 'I pagamenti avvengono ogni mese sul conto bancario indicato.']],
    account: ['Account e privacy',
      ['Ho dimenticato la password', 'Clicca su «Password dimenticata» al login: riceverai un link per reimpostarla.'],
      ['Come elimino il mio account?', 'Scrivici tramite il modulo di contatto; elimineremo i tuoi dati secondo il GDPR.']],
  },
  en: {
    buying: ['Buying and downloading',
      ['How do I buy a material?', 'Add the material to your cart and complete the order. After payment you find it under "Bought materials".'],
      ['Can I pay by invoice?', 'Yes. With invoice payment the material is unlocked at once and the invoice is sent by e-mail.']],
    selling: ['Selling',
      ['How do I become an author?', 'Upload your first material in the seller area. It is published after review.'],
      ['When am I paid?', 'Payouts are made monthly to the bank account you entered.']],
    account: ['Account and privacy',
      ['I forgot my password', 'Click "Forgot password" when logging in and you will receive a reset link.'],
      ['How do I delete my account?', 'Write to us through the contact form; we delete your data under the GDPR.']],
  },
};

export function helpTopics(world: string): HelpTopic[] {
  const text = T[world] ?? T.en!;
  return (['buying', 'selling', 'account'] as const).map((id) => {
    const [title, ...articles] = text[id];
    return {
      id,
      title,
      articles: articles.map(([t, body], i) => ({ id: `${id}-${i + 1}`, title: t, body: `<p>${body}</p>` })),
    };
  });
}
