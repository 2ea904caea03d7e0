import frenchMessages from 'ra-language-french'
import type { TranslationMessages } from 'react-admin'
import type { app as english, choices as englishChoices } from './en'
import { accountFr } from '../pages/account/messages'
import { tokensFr } from '../pages/settings/tokens/messages'

const app: typeof english = {
  account: accountFr,
  tokens: tokensFr,
  auth: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    sign_in: 'Se connecter',
    title: 'Connexion à %{name}',
    invalid_credentials: 'Adresse e-mail ou mot de passe incorrect.',
    throttled: 'Trop de tentatives pour cette adresse. Réessayez dans %{wait}.',
    session_ended: 'Votre session a pris fin. Reconnectez-vous.',
    required: 'Obligatoire',
    code_needed: 'Saisissez le code de votre application d’authentification.',
    code_help: 'La connexion en deux étapes est activée : saisissez le code à 6 chiffres affiché par votre application d’authentification.',
    recovery_help: 'Saisissez l’un des codes de secours enregistrés lors de l’activation. Chacun ne sert qu’une fois.',
    code: 'Code',
    recovery_code: 'Code de secours',
    verify: 'Vérifier',
    use_recovery_code: 'Utiliser un code de secours',
    use_app_code: 'Utiliser le code de l’application',
    start_over: 'Recommencer',
    wrong_code: 'Ce code est incorrect ou a déjà servi. Attendez le suivant et réessayez.',
    challenge_gone: 'Cette connexion a pris trop de temps. Saisissez à nouveau votre mot de passe.'
  },
  time: {
    seconds: '%{smart_count} seconde |||| %{smart_count} secondes',
    minutes: '%{smart_count} minute |||| %{smart_count} minutes'
  },
  menu: { settings: 'Paramètres', system: 'Système' },
  theme: { label: 'Thème', light: 'Clair', dark: 'Sombre', system: 'Système' },
  language: { en: 'English', fr: 'Français' },
  error: {
    unreachable: 'Le service est injoignable. Vérifiez votre connexion et réessayez.'
  },
  dashboard: {
    users: 'Utilisateurs',
    orders: 'Commandes',
    revenue: 'Chiffre d’affaires encaissé',
    growth: 'Croissance (30 jours)',
    trends: 'Tendances',
    range: 'Période',
    ranges: { '7d': '7 jours', '30d': '30 jours', '90d': '90 jours' },
    users_chart: 'Nouveaux utilisateurs par jour',
    revenue_chart: 'Chiffre d’affaires encaissé par jour',
    recent_activity: 'Activité récente',
    no_activity: 'Rien ne s’est encore passé.'
  },
  activity: {
    system: 'Le système',
    deleted_user: 'Un utilisateur supprimé',
    subject: 'Objet',
    actor: 'Qui',
    what: 'Quoi',
    when: 'Quand',
    since: 'Depuis',
    until: 'Jusqu’à',
    empty: 'Aucune activité ne correspond à ces filtres.',
    types: {
      'user.created': 'a créé',
      'user.updated': 'a modifié',
      'user.deleted': 'a supprimé',
      'content.published': 'a publié',
      'content.updated': 'a modifié',
      'system.alert': 'a signalé une alerte sur',
      'file.uploaded': 'a envoyé',
      'file.deleted': 'a supprimé',
      'order.created': 'a créé',
      'order.updated': 'a modifié',
      'auth.login': 's’est connecté',
      'webhook.test': 'a testé'
    },
    subjects: { user: 'un utilisateur', content: 'un contenu', file: 'un fichier', order: 'une commande', webhook: 'un webhook', system: 'le système' },
    families: { 'user.': 'Utilisateurs', 'content.': 'Contenus', 'file.': 'Fichiers', 'order.': 'Commandes', 'system.': 'Système', 'auth.': 'Connexions', 'webhook.': 'Webhooks' }
  },
  content: {
    write: 'Rédiger',
    preview: 'Aperçu',
    nothing_to_preview: 'Rien à afficher pour l’instant.',
    markdown_help: 'Markdown : # titre, **gras**, _italique_, [lien](https://…), - liste',
    moves: { publish: 'Publier', unpublish: 'Dépublier', archive: 'Archiver', restore: 'Repasser en brouillon' },
    type_rule: 'Un mot en minuscules : lettres, chiffres, - ou _, commençant par une lettre',
    type_help: 'Par exemple blog, page ou news',
    tags_help: '20 au plus ; Entrée après chacune',
    empty: 'Aucun contenu pour l’instant.',
    empty_filtered: 'Aucun contenu ne correspond à ces filtres.',
    by_you: 'vous',
    by_other: 'un autre utilisateur',
    toolbar: { bold: 'Gras', italic: 'Italique', heading: 'Titre', link: 'Lien', list: 'Liste', code: 'Code' }
  },
  files: {
    drop: 'Déposez des fichiers ici, ou choisissez-les',
    choose: 'Choisir des fichiers',
    allowed: 'Acceptés : %{types}. %{size} au plus chacun.',
    uploading: 'Envoi de %{name}',
    uploaded: '%{name} envoyé',
    failed: '%{name} : %{message}',
    too_large: 'Trop volumineux : %{size} au plus.',
    copy_url: 'Copier l’URL',
    copied: 'URL copiée',
    copy_failed: 'L’URL n’a pas pu être copiée ; sélectionnez-la et copiez-la à la main.',
    open: 'Ouvrir',
    empty: 'Aucun fichier pour l’instant. Déposez-en ci-dessus pour les envoyer.',
    preview: 'Aperçu de %{name}',
    no_preview: 'Cette image ne peut pas être affichée.'
  },
  webhooks: {
    events: 'Événements',
    active: 'Actif',
    enable: 'Activer',
    disable: 'Désactiver',
    enabled: 'Webhook activé',
    disabled: 'Webhook désactivé',
    secret: 'Secret',
    secret_help: 'Laissez vide : le service en génère un, affiché une seule fois après l’enregistrement.',
    secret_edit_help: 'Laissez vide pour garder le secret actuel ; un nouveau le remplace pour les envois suivants.',
    url_rule: 'Une adresse http:// ou https://',
    secret_title: 'Le secret de signature du webhook',
    secret_once: 'Copiez-le maintenant : il ne sera plus affiché. Les destinataires vérifient la signature de chaque envoi avec lui.',
    secret_copy: 'Copier le secret',
    secret_copied: 'Secret copié',
    secret_copy_failed: 'Le secret n’a pas pu être copié ; sélectionnez-le et copiez-le à la main.',
    secret_done: 'Je l’ai copié',
    send_test: 'Envoyer un test',
    test_sent: 'Test livré : %{status}',
    test_failed: 'Test non livré : %{error}',
    deliveries: 'Journal des envois',
    no_deliveries: 'Rien n’a encore été envoyé. Envoyez un test pour en voir un ici.',
    retry: 'Renvoyer',
    retried: 'Envoi renouvelé : %{status}',
    attempt: 'Tentative',
    status: 'Réponse',
    duration: 'Durée',
    error: 'Erreur',
    no_answer: 'pas de réponse',
    empty: 'Aucun webhook pour l’instant. Créez-en un pour être prévenu des changements.',
    admin_events: 'Les événements utilisateurs et système demandent un administrateur.'
  },
  orders: {
    empty: 'Aucune commande pour l’instant.',
    currency_rule: 'Trois lettres majuscules, comme EUR ou USD',
    currency_help: 'Code ISO 4217, comme EUR ou USD',
    final: 'Une commande remboursée ou annulée est close : son statut ne change plus.',
    moves: { pay: 'Marquer payée', cancel: 'Annuler la commande', refund: 'Rembourser' },
    paid_fixed: 'Le total et la devise d’une commande payée ne peuvent plus changer.'
  },
  users: {
    empty: 'Aucun utilisateur ne correspond.',
    password_help: '8 caractères au moins.',
    password_edit_help: 'Laissez vide pour garder le mot de passe actuel.',
    last_admin: 'Le dernier administrateur ne peut être ni rétrogradé ni supprimé.'
  },
  lists: {
    search: 'Rechercher',
    create_first: 'En créer un',
    deep_pages: 'Pages au-delà des %{pages} premières',
    longer: 'Cette liste compte %{total} lignes ; les boutons de page en atteignent les %{pages} premières pages. Affinez-la avec les filtres, ou inversez le tri pour partir de son autre bout, ou continuez page par page avec Suivante.',
    rows_from: 'Lignes %{from} à %{to}',
    first_page: 'Première page',
    previous_page: 'Page précédente',
    next_page: 'Page suivante'
  },
  two_factor: {
    title: 'Connexion en deux étapes',
    off: 'La connexion en deux étapes est désactivée : votre mot de passe suffit pour vous connecter.',
    turn_on: 'Activer la connexion en deux étapes',
    scan: 'Scannez ce code QR avec une application d’authentification, puis saisissez le code à 6 chiffres qu’elle affiche.',
    qr_alt: 'Code QR à scanner avec votre application d’authentification',
    key: 'Ou saisissez cette clé dans l’application :',
    confirm: 'Confirmer',
    recovery_codes: 'Codes de secours',
    recovery_save: 'La connexion en deux étapes est activée. Enregistrez ces codes de secours maintenant : chacun permet de se connecter une fois si vous perdez votre téléphone, et ils ne seront plus affichés.',
    recovery_saved: 'J’ai enregistré ces codes',
    on: 'Connexion en deux étapes activée depuis le %{date}. %{smart_count} code de secours restant. |||| Connexion en deux étapes activée depuis le %{date}. %{smart_count} codes de secours restants.',
    turn_off: 'Désactiver la connexion en deux étapes',
    turned_off: 'La connexion en deux étapes est désactivée',
    required_title: 'Activez la connexion en deux étapes',
    required: 'Les administrateurs de ce panneau doivent utiliser la connexion en deux étapes. Activez-la pour continuer.',
    continue: 'Continuer vers le panneau'
  },
  settings: {
    preferences: 'Vos préférences',
    language: 'Langue',
    language_help: 'Le panneau parle anglais et français ; les autres langues s’affichent en anglais.',
    notifications: 'Notifications',
    notify_email: 'Par e-mail',
    notify_push: 'Push',
    sessions: 'Vos sessions',
    session_browser: 'Navigateur',
    session_ip: 'Adresse',
    session_created: 'Connexion',
    session_used: 'Dernière utilisation',
    this_session: 'Cette session',
    revoke: 'Révoquer',
    revoke_title: 'Révoquer cette session ?',
    revoke_content: 'Son utilisateur est déconnecté aussitôt.',
    revoked: 'Session révoquée',
    password: 'Mot de passe',
    current_password: 'Mot de passe actuel',
    new_password: 'Nouveau mot de passe',
    confirm_password: 'Confirmez le nouveau mot de passe',
    change_password: 'Changer le mot de passe',
    password_changed: 'Mot de passe changé. Vos autres sessions sont déconnectées.',
    public: 'Paramètres publics',
    public_saved: 'Paramètres publics enregistrés',
    app_name: 'Nom du panneau',
    default_theme: 'Thème par défaut',
    default_language: 'Langue par défaut',
    languages: 'Langues proposées aux utilisateurs',
    languages_help: 'Des codes de langue comme en, fr ou pt-BR ; tapez-en un puis Entrée pour l’ajouter.',
    registration: 'Tout le monde peut créer un compte',
    fixed: 'Envois jusqu’à %{size}, de ces types : %{types}. Version %{version}.'
  },
  system: {
    health: 'État',
    metrics: 'Mesures',
    sampled: 'Relevé à %{time} ; actualisé toutes les 5 secondes',
    database: 'Base de données',
    redis: 'Redis',
    storage: 'Stockage',
    uptime: 'En service depuis',
    version: 'Version',
    cpu: 'Processeur',
    memory: 'Mémoire',
    disk: 'Disque',
    requests_total: 'Requêtes depuis le démarrage',
    requests_failed: 'Requêtes en échec',
    last_minute: 'Requêtes de la dernière minute',
    p50: 'Temps médian (dernière minute)',
    p99: '99e centile (dernière minute)',
    network_in: 'Réseau entrant',
    network_out: 'Réseau sortant',
    states: {
      healthy: 'En bonne santé',
      degraded: 'Dégradé',
      unhealthy: 'Hors service',
      connected: 'Connecté',
      disconnected: 'Déconnecté',
      disabled: 'Non configuré',
      available: 'Disponible',
      unavailable: 'Indisponible'
    }
  }
}

const choices: typeof englishChoices = {
  roles: { user: 'Utilisateur', admin: 'Administrateur' },
  statuses: { draft: 'Brouillon', published: 'Publié', archived: 'Archivé' },
  orderStatuses: { pending: 'En attente', paid: 'Payée', refunded: 'Remboursée', cancelled: 'Annulée' }
}

const resources = {
  users: {
    name: 'Utilisateur |||| Utilisateurs',
    notifications: { created: 'Utilisateur créé', updated: 'Utilisateur modifié', deleted: 'Utilisateur supprimé |||| %{smart_count} utilisateurs supprimés' },
    fields: { name: 'Nom', email: 'Adresse e-mail', role: 'Rôle', password: 'Mot de passe', createdAt: 'Créé le', lastLoginAt: 'Dernière connexion', q: 'Rechercher' }
  },
  content: {
    name: 'Contenu |||| Contenus',
    notifications: { created: 'Contenu créé', updated: 'Contenu modifié', deleted: 'Contenu supprimé |||| %{smart_count} contenus supprimés' },
    fields: { title: 'Titre', content: 'Texte', type: 'Type', status: 'Statut', tags: 'Étiquettes', tag: 'Étiquette', authorId: 'Auteur', createdAt: 'Créé le', updatedAt: 'Modifié le', publishedAt: 'Publié le', q: 'Rechercher' }
  },
  uploads: { name: 'Fichier |||| Fichiers', notifications: { deleted: 'Fichier supprimé |||| %{smart_count} fichiers supprimés' }, fields: { filename: 'Nom', size: 'Taille', mimeType: 'Type', createdAt: 'Envoyé le', url: 'URL', uploaderId: 'Envoyé par' } },
  webhooks: { name: 'Webhook |||| Webhooks', notifications: { created: 'Webhook créé', updated: 'Webhook modifié', deleted: 'Webhook supprimé |||| %{smart_count} webhooks supprimés' }, fields: { url: 'URL', events: 'Événements', active: 'Actif', secret: 'Secret', createdAt: 'Créé le', updatedAt: 'Modifié le' } },
  orders: {
    name: 'Commande |||| Commandes',
    notifications: { created: 'Commande créée', updated: 'Commande modifiée', deleted: 'Commande supprimée |||| %{smart_count} commandes supprimées' },
    fields: { customerEmail: 'E-mail du client', total: 'Total', currency: 'Devise', status: 'Statut', createdAt: 'Date', since: 'Depuis', until: 'Jusqu’à' }
  },
  activity: { name: 'Activité |||| Activité', fields: { type: 'Événement', createdAt: 'Quand' } }
}

export const messages: TranslationMessages = {
  ...frenchMessages,
  app: { ...app, choices },
  resources
}
