### Les mots du salon en français, vérifiés d’après le catalogue anglais
### (tests/browser/i18n.test.js échoue s’il manque un message que l’anglais a).
### Syntaxe Fluent : https://projectfluent.org/fluent/guide/
### Les identifiants des messages sont en anglais et ne changent pas ; `{ $name }` est une valeur que la page insère.
### Les nombres choisissent leur forme de pluriel : { $count -> [one] { $count } domino *[other] { $count } dominos }
### (en français, `one` couvre 0 et 1).
### Mots : salon (the room, lobby), domino (tile), pioche (boneyard), piocher (draw), manche (hand),
### partie (game), jetons (chips), mise (wager), pendule (clock).
### Double (double) ; « spinner » reste en anglais, comme dans le jeu (le premier double, joué sur ses quatre côtés).
### Le joueur est vouvoyé.

## The shell: the header, the language switcher, loading

language-label = Langue
loading = Chargement…
nav-tournaments = Tournois
nav-leaderboard = Classement
nav-how-to-play = Comment jouer
brand = All Fives

## Refusals from the room, by the code it sends (docs/protocol.md): a
## person reads these, never the server's English sentence.

error-other = Le salon a refusé cela ({ $code }).
error-unreachable-room = Le salon est injoignable. Vérifiez votre connexion et réessayez.
error-bad_message = Le salon n’a pas compris ce message.
error-bad_move = Ce n’est pas un coup.
error-bad_seed = Cette graine a été refusée : elle compte de 1 à 64 lettres, chiffres, - ou _.
error-no_table = Cette table n’existe pas (ou elle est privée).
error-rate_limited = Trop de messages à la fois ; ralentissez un instant.
error-bad_chat = Ce message ne peut pas être envoyé : il est vide, trop long ou contient des caractères de contrôle.
error-full = Les places de cette table sont prises.
error-not_seated = Vous n’avez pas de place à cette table.
error-already_seated = Vous avez déjà une place à cette table.
error-watching = Vous regardez cette table ; les spectateurs ne peuvent pas jouer.
error-not_started = La partie n’a pas commencé.
error-started = La partie a commencé.
error-over = La partie est terminée.
error-not_over = La partie n’est pas terminée.
error-hand_not_over = La manche n’est pas terminée.
error-not_your_turn = Ce n’est pas votre tour.
error-stale = La table a avancé ; elle montre maintenant où en est la partie.
error-illegal = Les règles n’autorisent pas ce coup maintenant.
# Picking: at the start of a hand each player chooses face-down tiles from the boneyard.
error-picking = Les dominos sont encore en train d’être choisis.
error-not_picking = Il n’y a pas de dominos à choisir maintenant.
error-chips = Vous n’avez pas assez de jetons pour cette mise.
error-host_chips = L’hôte n’a plus les jetons pour cette mise.
error-guest_only = Les invités jouent seulement contre l’ordinateur : inscrivez-vous pour jouer contre des personnes.
error-closed = Cette table est fermée.
error-host_left = L’hôte a quitté la table.
error-no_hints = Les indices sont réservés aux parties contre l’ordinateur sans mise.
error-no_undo = Annuler n’est possible que dans les parties contre l’ordinateur sans mise ni pendule.
error-nothing_to_undo = Vous n’avez aucun coup à reprendre dans cette manche.
error-undo_hand_over = La manche est terminée : ses coups restent.
error-tournament_game = Une partie de tournoi n’a pas de revanche : le tournoi ouvre la suivante.
error-bad_settings = Une table ne peut pas avoir ces réglages.
error-not_saved = Le salon n’a pas pu enregistrer cela ; rien n’a changé. Réessayez.
error-unreachable = Le serveur de la table est injoignable ; rien n’a changé. Réessayez.
error-guest_chat = Les invités lisent le chat mais n’y écrivent pas : inscrivez-vous pour discuter.
error-not_in_room = Ouvrez la table pour discuter avec ses joueurs.
error-no_player = Aucun joueur ne porte ce nom.
error-mute_self = Vous ne pouvez pas vous masquer vous-même.
error-no_message = Ce message du chat n’existe pas.
error-partners_chat = Les partenaires ne se parlent pas pendant qu’une manche se joue ; le chat rouvre quand elle se termine.

## The shell (web/app.js, web/session.js)

app-title = Dominos All Fives
app-offline-not-kept = Le salon est injoignable, et le jeu hors ligne n’est pas encore conservé dans ce navigateur : il l’est à partir de votre deuxième visite, ou dès que vous avez ouvert « Jouer hors ligne ».
app-offline-not-loaded = Les pages hors ligne n’ont pas pu être chargées.
app-your-offline-games = Vos parties hors ligne
app-back-to-lobby = Retour au salon
app-sign-in-to-play = Connectez-vous pour jouer
app-the-room = Le salon
app-room-unreachable = Le salon est injoignable : pas de réseau, ou le salon est indisponible. Vous pouvez quand même jouer contre l’ordinateur hors ligne.
app-tournament-game-started = { $tournament }, ronde { $round } : votre partie contre { $opponent } a commencé, et votre pendule tourne pendant votre tour.
session-sign-in = Se connecter
session-guest = invité
session-chips-title = Argent fictif : les jetons ne s’achètent pas et ne s’échangent pas contre de l’argent
session-chips = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}
session-register = S’inscrire
session-register-title = Inscrivez-vous (ou connectez-vous) pour garder vos parties
session-sign-out = Se déconnecter

## Refusals from the room's HTTP routes, by code

error-bad_request = Le salon n’a pas pu lire cette requête.
error-signed_out = Connectez-vous ou jouez en invité d’abord.
error-forbidden = Ce n’est pas à vous de faire cela.
error-not_found = Cela n’existe pas ici.
error-conflict = Cela ne peut pas se faire maintenant.
error-too_large = C’est trop volumineux pour être envoyé.
error-throttled = { $seconds ->
    [one] Trop de tentatives ; réessayez dans { $seconds } seconde.
   *[other] Trop de tentatives ; réessayez dans { $seconds } secondes.
}
error-busy = Le salon est occupé ; réessayez dans un instant.
error-late = Le salon a répondu trop tard ; rien n’a changé. Réessayez.
error-server = Un problème est survenu dans le salon ; rien n’a changé. Réessayez.
error-database = Le salon n’a pas pu joindre sa base de données ; rien n’a changé. Réessayez.
error-damaged = Un enregistrement conservé est endommagé.
error-moved = La table est passée sur un autre serveur ; réessayez.
error-name_taken = Le nom { $name } est déjà pris.
error-wrong_password = Nom ou mot de passe incorrect.
error-name_length = Un nom compte de 3 à 20 caractères.
error-name_letters = Un nom ne contient que des lettres, des chiffres, « _ » et « - ».
# « guest » stays in English: it is the prefix the room gives guests' names.
error-name_guest = Les noms commençant par « guest » sont réservés aux invités.
error-password_length = Un mot de passe compte de 8 à 128 caractères.
error-avatar = Choisissez une des images.
error-invite_self = Vous ne pouvez pas vous inviter vous-même.
error-invitee_guest = { $name } joue en invité : les invités jouent seulement contre l’ordinateur.
error-not_your_table = Cette table n’est pas la vôtre.
error-not_waiting = Cette table n’attend pas d’adversaire.
error-no_invitation = Cette invitation n’attend plus de réponse.
error-invitee_computer = { $name } est l’ordinateur : il ne joue qu’en tournoi.
error-host_away = L’hôte n’est pas dans le salon en ce moment ; choisissez une autre table.
error-no_hint = Aucun indice n’a été trouvé ; réessayez.
error-no_socket = Ouvrez d’abord une page du salon : c’est là qu’on vous annonce votre adversaire.
error-not_looking = Vous ne cherchez pas d’adversaire.
error-pairing_full = Trop de joueurs attendent ; réessayez bientôt.
error-closing = Le salon ferme.
error-paired = Terminez d’abord la partie qui vous a été attribuée (table { $table }).
error-no_tournament = Ce tournoi n’existe pas.
error-not_creator = Seule la personne qui a créé le tournoi peut l’annuler.
error-tournament_started = Le tournoi a commencé ou est terminé : il ne peut plus être annulé.
error-entries_closed = Les inscriptions sont closes : le tournoi a commencé ou est terminé.
error-tournament_full = Le tournoi est complet.
error-already_entered = Vous êtes déjà inscrit.
error-not_entered = Vous n’êtes pas inscrit.
error-no_teams = Ce tournoi ne se joue pas par équipes : inscrivez-vous sans partenaire.
error-bad_partner = Un partenaire est un autre joueur du salon qui s’est inscrit (pas un invité).
error-entry_fee = { $fee ->
    [one] Les frais d’inscription sont de { $fee } jeton, plus que ce que vous avez.
   *[other] Les frais d’inscription sont de { $fee } jetons, plus que ce que vous avez.
}
error-no_game = Cette partie n’existe pas.
error-no_deal = Cette partie s’est terminée avant sa première donne.
error-bad_language = Le salon ne parle pas cette langue.
error-engine = Le moteur hors ligne a échoué ; rien n’a changé.

error-no_seat = Cette partie n’a pas cette place.
error-which_seat = Dites de qui analyser les coups.

## A hint's reason (`why.code` of a hint, docs/review.md)
## (shown after « Indice : <coup> — », so they start in lower case)

hint-draw = aucun de vos dominos ne va : piochez
hint-pass = rien ne va et la pioche est vide : passez
hint-only = votre seul coup possible
hint-scores = { $points ->
    [one] marque { $points } point maintenant
   *[other] marque { $points } points maintenant
}
# $suits: the numbers, already joined in French (« 3 ou 5 »).
hint-blocks = bloque : votre adversaire a montré ne pas avoir de { $suits }
hint-safe = ne laisse à votre adversaire rien à marquer en retour
hint-sheds = { $pips ->
    [one] se débarrasse du domino lourd { $tile } ({ $pips } point)
   *[other] se débarrasse du domino lourd { $tile } ({ $pips } points)
}
# $suit: a number from 0 to 6 (« garde vos dominos avec un 5 pour plus tard »).
hint-keeps = garde vos dominos avec un { $suit } pour plus tard
hint-search = la meilleure chance selon la recherche pour le reste de la manche
error-bad_record = Cette fiche de partie ne peut pas être lue.
error-method = Le salon n’accepte pas cette requête à cet endroit.
error-media_type = Le salon n’accepte que du JSON.

## The computer's names and pictures (web/i18n.js shownName, web/ui.js avatarBadge)

level-random = Aléatoire
level-omniscient = Omniscient
computer-name = { $level } (ordinateur)
computer-initials = IA
computer-picture = L’ordinateur
computer-player = { $level } { $number } (ordinateur)

## Refusals of a tournament's plan

error-tournament_name = Le nom d’un tournoi compte de 1 à { $max } caractères.
error-best_of = Un match à élimination directe se joue en 1 ou 3 parties gagnantes.
error-rounds = Un tournoi suisse ou en duplicate compte de 1 à { $max } rondes.
error-deals = Une ronde de duplicate compte de 1 à { $max } donnes.
error-players = Un tournoi accueille de 2 à { $max } joueurs.
error-min_above_max = Le minimum de joueurs ({ $min }) dépasse le maximum ({ $max }).
error-fewer_than_paid = La répartition des prix paie { $places } places : le minimum de joueurs doit être d’au moins { $places }.
error-too_many_rounds = { $rounds } rondes demandent au moins { $players } joueurs (personne ne rencontre deux fois le même adversaire).
error-split = La répartition des prix compte de 1 à 8 pourcentages entiers, chacun d’au moins 1, pour un total de 100.
error-fee = Le droit d’entrée va de 0 à { $max } jetons.
error-starts_at = Le début est une heure entre maintenant et dans 30 jours.
error-computers = Au plus { $max } joueurs ordinateur : une place au moins revient à une personne.
error-computer_level = Le niveau d’un joueur ordinateur est Débutant, Facile, Moyen, Difficile ou Expert.
error-fill_after = L’ordinateur prend les places libres de { $min } à { $max } secondes après la création du tournoi.
error-fill_sit_and_go = L’ordinateur ne complète qu’un tournoi qui commence quand il est plein.
error-duplicate_teams = Les équipes de deux jouent des tournois à élimination directe ou suisses.

### Le salon et ce qui l’entoure : la page du salon, qui est dans le salon,
### les formulaires qui ouvrent une table, « Jouer maintenant contre une personne »,
### la connexion, inviter un joueur, les bannières, quitter une partie et le jeu hors ligne.

## Levels

level-beginner = Débutant
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert

## Lobby (web/lobby.js)

lobby-back-to-game = Revenir à votre partie contre { $name }
lobby-your-open-table = Votre table ouverte, en attente d’un joueur
lobby-register-to-play = Inscrivez-vous pour jouer contre des personnes
lobby-open-table = Ouvrir une table
lobby-no-open-tables = Aucune table ouverte pour l’instant.
lobby-no-live-games = Aucune partie en cours.
lobby-my-games = Vos parties en cours
lobby-tutorial-title = Vous découvrez All Fives ?
# « spinner » : le premier double, joué sur ses quatre côtés ; le mot anglais est gardé, comme dans le jeu.
lobby-tutorial-text = Jouez une courte partie guidée : l’entame, le spinner, le compte des bouts, les points, la pioche et le bonus de domino, une étape à la fois.
lobby-tutorial-start = Commencer la partie guidée
lobby-sort-by = Trier par
lobby-offline-note = { $link } : l’ordinateur dans cette page, sans réseau (partie non classée, sans jetons).
lobby-play-person = Jouer contre une personne
lobby-open-tables = Tables ouvertes
lobby-watch-game = Regarder une partie
lobby-guest-note = Les invités jouent contre l’ordinateur pour le plaisir. { $register } et pour jouer contre des personnes, miser des jetons et obtenir un classement.
lobby-chips-note = Les jetons sont de l’argent fictif : vous commencez avec 1 000 et, si vous n’en avez plus, vous êtes réapprovisionné jusqu’à 200 une fois par jour. Ils ne s’achètent pas et ne s’encaissent pas.
lobby-how-to-play = Comment jouer
lobby-leaderboard = Classement
lobby-tournaments = Tournois
lobby-my-games-rating = Mes parties et mon classement
lobby-table-four = quatre joueurs, deux contre deux
lobby-table-seats-free = { $count ->
    [one] { $count } place libre
   *[other] { $count } places libres
}
lobby-table-minutes = { $minutes } min
lobby-join = Rejoindre
lobby-sides = { $a } contre { $b }
lobby-sides-four = { $a } et { $b } contre { $c } et { $d }
lobby-your-game = Votre partie
lobby-watch = Regarder

## Lobby: sorting the open tables (web/online.js)

lobby-sort-newest = Plus récentes
lobby-sort-wager = Mise
lobby-sort-rating = Classement de l’hôte

## Lobby: who is in the room (web/online.js)

lobby-online-looking = Chargement…
lobby-online-title = Dans le salon
lobby-online-count = { $count } en ligne
lobby-online-live = { $count ->
    [one] { $count } partie en cours
   *[other] { $count } parties en cours
}
lobby-online-live-private = { $count ->
    [one] { $count } partie en cours ({ $hidden ->
        [one] { $hidden } privée
       *[other] { $hidden } privées
    })
   *[other] { $count } parties en cours ({ $hidden ->
        [one] { $hidden } privée
       *[other] { $hidden } privées
    })
}
lobby-online-unrated = non classé
lobby-online-failed = Impossible de voir qui est en ligne.

## Table forms (web/table-form.js): opening a table

# Le nombre de dominos que chaque joueur pioche au début de la manche (« Draw » en anglais).
form-draw = Dominos de départ
form-tiles = { $count ->
    [one] { $count } domino
   *[other] { $count } dominos
}
form-target = Score final
form-seat-person = Une personne
form-four-legend = Deux contre deux : vous et votre partenaire
form-seat-partner = Partenaire (en face)
form-seat-left = Gauche
form-seat-right = Droite
form-wager = Mise (jetons)
form-four-note = Cinq dominos de départ chacun. Une place pour une personne attend dans le salon jusqu’à ce que quelqu’un la prenne ; une mise seulement quand les quatre sont des personnes.
form-opponent = Adversaire
form-play-computer = Jouer contre l’ordinateur
form-players = Joueurs
form-players-four = 4 : deux contre deux
form-minutes = Minutes par manche
form-no-clock = Sans pendule (entraînement, avec annulation)
form-open-four = Ouvrir la table à quatre
form-play-four = Jouer la table à quatre
form-private = Privée : non listée, pour un ami qui a le lien
form-watchers-apart = Cacher aux joueurs le chat des spectateurs

## A table's settings in a line, joined with " · " (7 dominos de départ · en 150 points · 4 min par manche · mise 50)

form-summary-draw = { $draw } dominos de départ
form-summary-target = en { $target } points
form-summary-no-clock = sans pendule
form-summary-minutes = { $minutes } min par manche
form-summary-wager = mise { $wager }

## Play a person now (web/pairing.js)

pairing-paired = Votre adversaire : { $name }.
pairing-wager-from = Mise de
pairing-wager-to = à
pairing-offer-after = Proposer l’ordinateur après
pairing-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
pairing-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
pairing-play-now = Jouer maintenant contre une personne
pairing-cancel = Annuler
pairing-stopped = Vous avez arrêté de chercher.
pairing-not-looking = Vous ne cherchez pas d’adversaire en ce moment.
pairing-looking = Recherche d’un adversaire…
pairing-looking-elsewhere = Recherche d’un adversaire (depuis un autre onglet)…
pairing-nobody-yet = Personne pour l’instant.
pairing-computer-instead = Jouer plutôt contre l’ordinateur
pairing-intro = Cochez chaque réglage que vous acceptez : vous serez associé à un joueur en attente de classement proche, à la plus petite mise que vous acceptez tous les deux.

## Signing in and registering (web/signin.js)

signin-title = Dominos All Fives
signin-intro = Marquez des points à chaque coup où les bouts ouverts totalisent un multiple de cinq. Le premier à atteindre le score final gagne.
signin-guest = Jouer en invité
signin-offline-note = Ou { $link } : sans compte, sans réseau.
signin-offline-link = jouez contre l’ordinateur hors ligne
signin-or-sign-in = Ou connectez-vous
signin-name = Nom
signin-password = Mot de passe
signin-picture-new = Image (nouveaux joueurs)
signin-picture = Image
signin-sign-in = Se connecter
signin-register = S’inscrire
signin-read-note = Pas besoin de vous connecter pour lire { $rules }, jouer { $tutorial } ou voir le { $leaderboard }.
signin-rules-link = comment jouer
signin-tutorial-link = une première partie guidée
signin-leaderboard-link = classement
signin-keep-games = Inscrivez-vous pour garder vos parties
signin-keep-games-text = Choisissez un nom et un mot de passe : vous restez le même joueur, avec vos parties et toute partie en cours. Les joueurs inscrits reçoivent 1 000 jetons, un classement, et peuvent jouer contre des personnes.
signin-already-registered = Déjà inscrit ? { $signin }

## The players' pictures, named (web/signin.js)

signin-avatar-fox = renard
signin-avatar-owl = hibou
signin-avatar-cat = chat
signin-avatar-bear = ours
signin-avatar-frog = grenouille
signin-avatar-whale = baleine
signin-avatar-tiger = tigre
signin-avatar-panda = panda

## Inviting a player, on their page (web/invite.js)

invite-open = L’inviter à une table
invite-submit = Inviter { $name }

## Banners, on any page (web/banner.js)

banner-started = { $name } a rejoint votre table : la partie a commencé, et votre pendule tourne pendant votre tour.
banner-go-to-table = Aller à la table
banner-close = Fermer
banner-invited = { $name } vous invite à une table : { $settings }.
banner-accept = Accepter
banner-decline = Refuser
banner-declined = { $name } a décliné votre invitation.
banner-tournament-over = { $name } est terminé : les prix sont versés.
banner-tournament-cancelled = { $name } a été annulé faute de joueurs : vos frais d’inscription vous sont rendus.
banner-see-results = Voir les résultats

## Leaving a game (web/navigation.js)

navigation-leave-confirm = Quitter cette partie ? Elle continue sans vous : votre pendule tourne pendant votre tour et, si elle tombe, vous perdez la partie et la mise.

## Offline play (web/offline.js)

offline-player = Joueur
offline-engine-unavailable = Le moteur hors ligne n’a pas pu être chargé : il est conservé une fois le jeu hors ligne ouvert avec le réseau.
offline-no-database = Ce navigateur ne conserve pas de parties hors ligne : { $reason }
offline-not-kept = Les parties hors ligne n’ont pas pu être conservées : { $reason }
offline-no-game = Ce navigateur n’a pas de partie hors ligne { $id }.
offline-games = Parties hors ligne
offline-record-title = Partie hors ligne { $id } : sa fiche de partie
offline-record-what = Chaque donne, chaque coup, et les graines à partir desquelles chaque manche a été distribuée (docs/formats.md).
offline-record-check = Chacun peut vérifier les donnes et chaque coup de l’ordinateur avec { $command }.
offline-save-record = Enregistrer la fiche de partie
offline-back-to-game = Revenir à la partie
offline-your-games = Vos parties hors ligne
offline-in-play = en cours, { $scores }
offline-won = gagnée { $scores }
offline-lost = perdue { $scores }
offline-won-resigned = gagnée { $scores } (abandon)
offline-lost-resigned = perdue { $scores } (abandon)
offline-computer = Ordinateur
offline-game-to = Partie en
offline-play = Jouer hors ligne
offline-title = Jouer contre l’ordinateur hors ligne
offline-unreachable = Le salon est injoignable : pas de réseau, ou le salon est indisponible. Vous pouvez quand même jouer contre l’ordinateur ici.
offline-intro = Les mêmes règles et le même ordinateur qu’aux tables du salon, dans cette page : plus besoin de réseau une fois chargée. Les parties jouées hors ligne sont conservées dans ce navigateur seulement ; elles ne sont pas classées et ne rapportent pas de jetons.
offline-none = Aucune pour l’instant.
offline-game = Partie { $id }
offline-game-line = { $game } contre { $level }, en { $target } points : { $standing }
offline-replay = relecture
offline-review = analyse

### La table (web/table-state.js, web/table-view.js, web/table.js), le chat
### du salon et de chaque table (web/chat.js) et le bouton du son (web/sounds.js).
### Mots : domino (tile), double, pioche (boneyard), piocher (draw), manche (hand),
### partie (game), faire domino (poser son dernier domino), bout (open end), compte
### (count : la somme des bouts), jetons (chips), pendule (clock).
### Le joueur est vouvoyé ; espace insécable avant « : ; ? ! ».

## Table: who is who

table-lobby = Salon
table-opening = Ouverture de la table…
# Said of the reader in lists and labels ("You & Expert bot", "You: 3 pips left").
table-you = Vous
# The other seat at a table of two, when it has no name yet.
table-opponent = Adversaire
# A watcher tells the seats of four apart by number: "Easy bot (seat 2)".
table-name-at-seat = { $name } (place { $seat })
table-seat = Place { $seat }
# At a table of four, where a player sits seen from the reader: "Easy bot (left)".
table-name-at-place = { $place ->
    [left] { $name } (gauche)
    [partner] { $name } (partenaire)
   *[right] { $name } (droite)
}
# A seat of four with no name yet, by its place.
table-place = { $place ->
    [left] Gauche
    [partner] Partenaire
   *[right] Droite
}
# Two names as the subject of a sentence ("ann and bob have left the table"); repeated for three: "ann and bob and cy".
table-names-and = { $first } et { $second }
# An empty seat in a team's name: "ann & a player".
table-a-player = un joueur
# The reader's team at a table of four.
table-team-yours = Vous et { $partner }
table-team = { $first } et { $second }
# A team's score in the line of scores, joined with " · ": "You & Expert bot: 35 · Easy bot & bob: 20".
table-team-score = { $team } : { $score }
# A player's score in the line of scores, joined with " · ": "ann 45 · Easy bot 30".
table-player-score = { $name } { $score }
# What a team scored in a hand, joined with " · ": "You & bob +0 · ann & Expert bot +25".
table-team-points = { $team } +{ $points }

## Table: how a hand ended
## (to domino: to play one's last tile, which wins the hand; blocked: nobody can play and the boneyard is empty)

table-end-tie = Manche bloquée : égalité, personne ne marque
table-end-you-domino-team = Vous faites domino : { $team } +{ $points }
table-end-domino-team = { $name } fait domino : { $team } +{ $points }
# Pips: the spots on the tiles still held.
table-end-blocked-your-team = Manche bloquée : vous et { $partner } avez moins de points en main : +{ $points }
table-end-blocked-team = Manche bloquée : { $team } ont moins de points en main : +{ $points }
# $target: the final score.
table-end-target-your-team = Vous et { $partner } atteignez { $target }
table-end-target-team = { $team } atteignent { $target }
table-end-you-domino = Vous faites domino : +{ $points }
table-end-domino = { $name } fait domino : +{ $points }
table-end-blocked-you = Manche bloquée : vous avez moins de points en main : +{ $points }
table-end-blocked = Manche bloquée : { $name } a moins de points en main : +{ $points }
table-end-target-you = Vous atteignez { $target }
table-end-target = { $name } atteint { $target }

## Table: the game's result
## ($how: "time" when the clock ran out, "resign" when a player resigned, "other" at the final score)

table-result-abandoned = Partie abandonnée : la mise est rendue
# A watcher's view of a table of four.
table-result-team-wins = { $how ->
    [time] { $team } gagnent au temps
    [resign] { $team } gagnent par abandon
   *[other] { $team } gagnent
}
# $team is the reader's team ("You & Expert bot").
table-result-your-team-wins = { $how ->
    [time] Vous gagnez au temps : { $team }
    [resign] Vous gagnez par abandon : { $team }
   *[other] Vous gagnez : { $team }
}
# $team is the other team, which won.
table-result-your-team-loses = { $how ->
    [time] Vous perdez au temps : { $team } gagnent
    [resign] Vous perdez par abandon : { $team } gagnent
   *[other] Vous perdez : { $team } gagnent
}
table-result-you-win = { $how ->
    [time] Vous gagnez au temps
    [resign] Vous gagnez par abandon
   *[other] Vous gagnez
}
table-result-wins = { $how ->
    [time] { $name } gagne au temps
    [resign] { $name } gagne par abandon
   *[other] { $name } gagne
}
# After the result, joined with " · ": "Easy bot wins · you lose 50 chips".
table-stake-won = { $count ->
    [one] vous gagnez { $count } jeton
   *[other] vous gagnez { $count } jetons
}
table-stake-lost = { $count ->
    [one] vous perdez { $count } jeton
   *[other] vous perdez { $count } jetons
}

## Table: the moves, told to screen readers (joined with ", ")

# A history entry that is not a move ($action as the room wrote it).
table-told-other = { $name } : { $action }
table-told-you-led = Vous avez ouvert avec { $tile }
table-told-led = { $name } a ouvert avec { $tile }
table-told-you-played = Vous avez posé { $tile } { $end ->
        [L] à gauche
        [R] à droite
        [U] en haut
       *[D] en bas
    }
table-told-played = { $name } a posé { $tile } { $end ->
        [L] à gauche
        [R] à droite
        [U] en haut
       *[D] en bas
    }
table-told-you-drew-tile = Vous avez pioché { $tile }
table-told-drew-tile = { $name } a pioché { $tile }
table-told-you-drew = Vous avez pioché un domino
table-told-drew = { $name } a pioché un domino
table-told-you-passed = Vous avez passé
table-told-passed = { $name } a passé

## Table: news for screen readers (joined with a space)

# $moves: the moves just made, told as above; $total: the count after them.
table-news-moves = { $moves }. Compte : { $total }.
table-news-your-team-scores = Vous et { $partner } marquez { $points }.
table-news-team-scores = { $team } marquent { $points }.
table-news-you-score = Vous marquez { $points }.
table-news-scores = { $name } marque { $points }.
# $names: one name, or several joined by table-names-and.
table-news-gone = { $count ->
    [one] { $names } a quitté la table.
   *[other] { $names } ont quitté la table.
}
table-news-back = { $count ->
    [one] { $names } est de retour.
   *[other] { $names } sont de retour.
}
# $title: how the hand ended; $scores: the line of scores.
table-news-hand-over = Fin de la manche. { $title }. { $scores }.
# $title: the game's result; $scores: the line of scores.
table-news-game-over = Fin de la partie. { $title }. { $scores }.
table-news-all-seated = Toutes les places sont prises : la partie commence.
table-news-joined = { $name } a rejoint la table : la partie commence.
table-news-your-turn-draw = À vous : aucun domino ne va, piochez.
table-news-your-turn = À vous.

## Table: what the player is asked to do

table-prompt-host-waits-players = { $name } attend des joueurs
table-prompt-host-waits-opponent = { $name } attend un adversaire
table-prompt-waiting-player = En attente d’un joueur…
table-prompt-waiting-second = En attente d’un deuxième joueur…
table-prompt-hand-over = Fin de la manche : { $title }
table-prompt-picking = Les dominos sont en train d’être choisis
table-prompt-to-play = À { $name } de jouer
table-prompt-others-pick = En attente du choix des autres
table-prompt-waiting-pick = En attente du choix de { $name }
table-prompt-pick = { $count ->
    [one] Choisissez { $count } domino dans la pioche
   *[other] Choisissez { $count } dominos dans la pioche
}
table-prompt-pick-more = { $count ->
    [one] Choisissez encore { $count } domino dans la pioche
   *[other] Choisissez encore { $count } dominos dans la pioche
}
table-prompt-draw = Aucun domino ne va : piochez
table-prompt-your-turn = À vous de jouer
table-prompt-waiting-for = En attente de { $name }

## Table: the game's terms, joined with " · ": "Game to 150 · wager 50 chips · 4 min a hand"

# $target: the final score.
table-terms-target = Partie en { $target } points
table-terms-wager = { $count ->
    [one] mise de { $count } jeton
   *[other] mise de { $count } jetons
}
table-terms-no-wager = sans mise
# The clock: minutes for each hand.
table-terms-minutes = { $count } min par manche
table-terms-offline = hors ligne, non classée
table-tournament-game = Partie de tournoi · ronde { $round }
table-tournament-match-game = Partie de tournoi · ronde { $round }, partie { $game } du match

## Table: the layout, the boneyard and the hand

# A lit spot where the chosen tile can go.
table-lit-end = Poser { $tile } sur le bout { $end ->
        [L] gauche
        [R] droit
        [U] du haut
       *[D] du bas
    }
# $pips: the number the end shows now.
table-lit-end-showing = Poser { $tile } sur le bout { $end ->
        [L] gauche
        [R] droit
        [U] du haut
       *[D] du bas
    }, qui montre { $pips }
table-lit-lead = Ouvrir avec { $tile }
table-boneyard-pick = Choisir ce domino
table-boneyard-draw = Piocher ce domino
table-boneyard-tile = Domino de la pioche
table-boneyard-label = { $count ->
    [one] Pioche, { $count } domino
   *[other] Pioche, { $count } dominos
}
# The button that picks the rest of the player's tiles at random: $picked of $of picked so far.
table-pick-for-me = Choisir pour moi ({ $picked }/{ $of })
table-layout-label = Dominos posés, compte { $total }
table-count-label = compte
table-count = Compte { $total }
table-your-tiles = Vos dominos
table-tile-playable = { $tile }, jouable

## Table: the seats

table-label = Table
table-four-label = Table de quatre
table-opponent-has-tiles = { $count ->
    [one] L’adversaire a { $count } domino
   *[other] L’adversaire a { $count } dominos
}
table-has-tiles = { $count ->
    [one] { $name } a { $count } domino
   *[other] { $name } a { $count } dominos
}
table-waiting-for-player = En attente d’un joueur…
# After the partner's name at a table of four.
table-role-partner = partenaire
# Under the name of the seat whose turn it is: the reader's, another's.
table-turn-mark-yours = à vous
table-turn-mark = à son tour
table-away = absent
table-away-title = Pas à la table : aucune de ses fenêtres ne l’a ouverte
# Said of a seat of four; $name may be table-you.
table-team-score-label = { $name } : score de l’équipe
table-score-label = Score de { $name }
table-score-label-unnamed = Score du joueur
table-clock-label = Pendule de { $name }
# The reader's own clock ($name is their name, or table-you): say "your clock".
table-clock-label-yours = Votre pendule
table-clock-label-unnamed = Pendule du joueur
table-watchers = { $count ->
    [one] { $count } spectateur
   *[other] { $count } spectateurs
}
table-watchers-title = Personnes qui regardent cette partie, avec deux coups de retard
table-watching-note = Vous regardez : la partie est montrée avec deux coups de retard, et les dominos de chacun seulement à la fin de chaque manche.

## Table: waiting for players

table-take-seat-note = Cette table attend un adversaire : prenez la place pour jouer.
table-take-seat = Prendre la place
table-waiting-note = Vous pouvez visiter d’autres pages en attendant : quand quelqu’un rejoint la table, une bannière sur n’importe quelle page vous ramène ici. Sans aucune page du site ouverte, la table n’est proposée à personne.
table-share-note = Une table privée : envoyez ce lien à un ami. La personne qui l’ouvre prend la place.
table-copy-link = Copier le lien
table-cancel = Annuler la table

## Table: the controls

# Draws from the boneyard until a tile fits.
table-auto-draw = Pioche automatique
table-always-auto-draw = Toujours piocher automatiquement
table-hint = Indice
table-hint-title = Le coup que jouerait Expert bot (H)
table-undo = Annuler
table-undo-title = Reprendre votre dernier coup (U ou Ctrl+Z)
table-undone = Votre dernier coup a été repris.
table-sort = Trier les dominos
table-resign = Abandonner
table-resign-confirm = Abandonner cette partie ? Vous la perdez.
table-resign-confirm-wager = Abandonner cette partie ? Vous perdez la partie et la mise.

## Table: a hint, under the prompt ($reason: why, from the hint-… messages)

table-hint-play = Indice : { $tile } sur le bout { $end ->
        [L] gauche
        [R] droit
        [U] du haut
       *[D] du bas
    } — { $reason }
table-hint-lead = Indice : ouvrez avec { $tile } — { $reason }
table-hint-draw = Indice : piochez — { $reason }
table-hint-pass = Indice : passez — { $reason }
# A move that is none of the above, as the room wrote it.
table-hint-other = Indice : { $move } — { $reason }
# Told to screen readers; $move as the notation writes it ("3-6 U").
table-hint-announce = Indice : { $move }, { $reason }.

## Table: the end of a hand, and of the game

table-row-pips-left = { $count ->
    [one] { $name } : { $count } point en main
   *[other] { $name } : { $count } points en main
}
table-row-no-tiles = { $name } : plus aucun domino
# $tiles: the tiles, written 3-4 5-6.
table-row-holds = { $name } a { $tiles }
table-row-holds-nothing = { $name } n’a plus rien
# The reader's own row ($name is their name, or table-you): say "you hold".
table-row-holds-yours = Vous avez { $tiles }
table-row-holds-nothing-yours = Vous n’avez plus rien
# $summary: what each team scored (table-team-points).
table-this-hand = Cette manche : { $summary }
# $summary: how the last hand ended, or what each team scored in it.
table-last-hand = Dernière manche : { $summary }
table-final-scores = Scores finaux : { $scores }
table-next-hand = Manche suivante
table-verify = Vérifier cette manche
# The player's seed for the deals (provably fair dealing).
table-your-seed = Votre graine : { $seed }
table-change-seed = Changer
table-seed-prompt = Votre graine pour les prochaines manches
table-seed-saved = Enregistrée.
table-rematch = Revanche
table-rematch-offered = Revanche proposée
table-rematch-accept = Accepter la revanche
table-rematch-play = Jouer la revanche
table-back-to-tournament = Retour au tournoi
table-watch-replay = Voir la relecture
table-review-yours = Analyser vos coups
table-review-player = Analyser les coups de { $name }
table-review-seat = Analyser les coups de la place { $seat }
# The record: the game's file.
table-download-record = Télécharger la fiche de partie
table-record = La fiche de partie
table-check-computer = Vérifier les coups de l’ordinateur
# $command: a command line, shown as code; keep it whole.
table-check-computer-text = L’ordinateur n’a joué qu’avec ce qu’il pouvait voir. Téléchargez la fiche de partie et lancez { $command } : la commande rejoue chaque coup de l’ordinateur depuis sa seule place et vérifie que chacun est le coup que joue le bot publié.

## Chat (web/chat.js)

# After the name of a watcher who wrote in the chat.
chat-watching = (spectateur)
chat-mute = Masquer
chat-report = Signaler
chat-muted = { $name } est masqué (sa page permet de l’afficher à nouveau).
chat-muted-state = Vous avez masqué ses messages.
chat-unmute = Ne plus masquer
chat-mute-their-chat = Masquer ses messages
chat-partners = Les partenaires ne peuvent pas se parler pendant qu’une manche se joue ; le chat rouvre entre les manches.
chat-placeholder = Écrivez quelque chose
chat-placeholder-hushed = Les partenaires ne peuvent pas se parler pendant qu’une manche se joue
chat-reported = Signalé aux modérateurs. Merci.
chat-message = Message
chat-send = Envoyer
chat-lobby = Chat du salon
chat-table = Chat de la table
chat-guest-note = Les invités peuvent lire le chat ; inscrivez-vous pour écrire.

## The sound switch in the header (web/sounds.js)

sound-on = Son activé
sound-off = Son coupé
sound-turn-off = Couper les sons
sound-turn-on = Activer les sons

## The leaderboard (web/pages.js)

# A share of games won: "60 %".
pages-percent = { $percent } %
# Wins and their share: "3 (60 %)"; $percent is pages-percent, or "–" with no games.
pages-wins = { $wins } ({ $percent })
pages-player = Joueur
pages-rating = Classement
pages-games = Parties
pages-won = Gagnées
pages-leaderboard = Classement
pages-tab-two = Parties à deux
pages-tab-team = Équipes de quatre
pages-board-two-about = Classements Glicko-2 des parties à deux entre personnes. Un nouveau joueur commence à 1500 ± 350 ; le ± se resserre à mesure qu’il joue.
pages-board-two-empty = Aucune partie classée pour l’instant : jouez contre une personne pour être le premier au classement.
pages-board-team-about = Classements par équipe (Weng-Lin) des parties à quatre, deux contre deux, avec une personne dans chaque équipe : le classement propre de chaque joueur, modifié par les résultats de son équipe. Un nouveau joueur commence à 25 ± 8,3.
pages-board-team-empty = Aucune partie à quatre classée pour l’instant : jouez à deux contre deux, avec une personne dans chaque équipe, pour être le premier au classement.
# A team rating and its uncertainty, to a tenth: "25,0 ± 8,3".
pages-team-rating = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($uncertainty, minimumFractionDigits: 1, maximumFractionDigits: 1) }

## A player's page (web/pages.js)

pages-online = En ligne
pages-not-online = Hors ligne
pages-chips = Jetons
pages-chips-guest = aucun (invité)
pages-unrated = non classé
pages-games-played = Parties jouées
pages-chart-empty = Le graphique du classement commence avec la première partie contre une personne.
# For screen readers: the rating chart.
pages-chart-label =
    Classement sur { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } : de { $first } à { $last }
pages-tournaments = Tournois
# A tournament the player entered, once it is over.
pages-place-of =
    { $place ->
        [1] 1re
       *[other] { $place }e
    } place sur { $entrants }
# A tournament the player entered, before it is over: its status as the room sends it.
pages-tournament-status =
    { $status ->
        [registering] inscriptions ouvertes
        [running] en cours
        [over] terminé
        [cancelled] annulé
       *[other] { $status }
    }
pages-won-chips =
    { $count ->
        [one] { $count } jeton gagné
       *[other] { $count } jetons gagnés
    }
pages-when = Quand
pages-opponent = Adversaire
pages-result = Résultat
pages-score = Score
pages-wager = Mise
# A game's result for the player, then how the game ended ("won on points", "lost by resignation").
pages-game-result =
    { $result ->
        [won] gagnée
        [lost] perdue
        [abandoned] interrompue
       *[other] { $result }
    } { $reason ->
        [score] aux points
        [time] au temps
        [resign] par abandon
       *[other] { "" }
    }
pages-watch = Regarder
pages-review = Analyse
# A link to download the game's record (its file).
pages-record = Fiche
pages-hints =
    { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }
pages-undos =
    { $count ->
        [one] { $count } coup annulé
       *[other] { $count } coups annulés
    }
pages-ended-before-deal = terminée avant la première donne
pages-no-games = Aucune partie terminée pour l’instant.

## A replay (web/pages.js)

pages-speed-slow = Lente
pages-speed-normal = Normale
pages-speed-fast = Rapide
pages-speed-fastest = Très rapide
# At a table of four, a seat told apart: "Easy bot (place 2)".
pages-seat-name = { $name } (place { $seat })
# The game's title: "ann contre Easy bot"; at four, two teams.
pages-versus = { $first } contre { $second }
# How a hand of four ended; $title is the table's own line, $pips each seat's points left in hand.
pages-hand-end-of-four = { $title } (points en main : { $pips }).
pages-hand-end-of-four-points = { $title }. Cette manche : { $points } (points en main : { $pips }).
pages-final-scores = Scores finaux : { $first } { $firstScore }, { $second } { $secondScore }.
pages-not-finished = La partie n’a pas été terminée.
pages-abandoned = Partie terminée : la partie a été interrompue, donc personne ne gagne.
pages-abandoned-wager = Partie terminée : la partie a été interrompue, donc personne ne gagne et la mise est rendue.
# How a game of four ended: the winners and losers are teams ("ann & Expert bot").
pages-over-four =
    { $reason ->
        [score] Partie terminée : { $winners } atteignent le score final de { $target } et gagnent.
        [time] Partie terminée : une pendule de { $losers } tombe à zéro : { $winners } gagnent au temps.
        [resign] Partie terminée : { $losers } abandonnent : { $winners } gagnent par abandon.
       *[other] Partie terminée : { $winners } gagnent.
    }
pages-over =
    { $reason ->
        [score] Partie terminée : { $winner } atteint le score final de { $target } et gagne.
        [time] Partie terminée : la pendule de { $loser } tombe à zéro : { $winner } gagne au temps.
        [resign] Partie terminée : { $loser } abandonne : { $winner } gagne par abandon.
       *[other] Partie terminée : { $winner } gagne.
    }
pages-play = ▶ Lecture
pages-pause = ❚❚ Pause
pages-speed = Vitesse
pages-chat = Discussion
# After the name of a watcher who wrote in the chat.
pages-chat-watching = (spectateur)
# For screen readers: a player's (or team's) score.
pages-score-of = Score de { $name }
# For screen readers: a hand, face up; $tiles like "3-6 0-0".
pages-holds =
    { $count ->
        [0] { $name } n’a aucun domino
       *[other] { $name } a { $tiles }
    }
# An action in the history: drawing from the boneyard (with the tile drawn), passing. Plays stay as written ("3-6 L").
pages-action-draw = pioche
pages-action-draw-tile = pioche { $tile }
pages-action-pass = passe
pages-caption-tied = La manche est bloquée et à égalité : personne ne marque.
pages-caption-target = { $seat } : { $action }. { $winner } atteint le score final de { $target }.
# Going out ("Domino !"): $pips and $otherPips are the points left in the two hands.
pages-caption-domino = { $winner } fait domino et marque { $points } (points en main : { $pips } et { $otherPips }).
# A blocked hand (manche bloquée), won by fewer points in hand.
pages-caption-block = { $winner } remporte la manche bloquée et marque { $points } (points en main : { $pips } et { $otherPips }).
pages-caption-dealt = La manche { $hand } est distribuée.
# The count ("compte") is the sum of the open ends' points (it scores when it is a multiple of five).
pages-caption-action = { $seat } : { $action }. Compte { $count }.
# For screen readers: the tiles played on the table.
pages-layout-label = Dominos sur la table, compte { $count }
# The game's settings: $draw is how many tiles each player is dealt, $target the final score.
pages-replay-settings = { $draw } dominos par joueur, en { $target } points.
pages-replay-settings-wager =
    { $draw } dominos par joueur, en { $target } points, mise de { $wager ->
        [one] { $wager } jeton
       *[other] { $wager } jetons
    }.
pages-replay-abandoned = La partie a été interrompue.
pages-replay-won =
    { $winner } a gagné{ $reason ->
        [score] { " " }aux points
        [time] { " " }au temps
        [resign] { " " }par abandon
       *[other] { "" }
    }.
# At four: the winners are a team ("ann & Expert bot").
pages-replay-won-team =
    { $winners } ont gagné{ $reason ->
        [score] { " " }aux points
        [time] { " " }au temps
        [resign] { " " }par abandon
       *[other] { "" }
    }.
pages-replay = Relecture
pages-count-boneyard = Compte { $count } · pioche { $boneyard }
pages-previous-hand-button = « Manche
pages-previous-hand = Manche précédente
pages-back-button = ◀ Retour
pages-back = Reculer d’une action
pages-forward-button = Avancer ▶
pages-forward = Avancer d’une action
pages-next-hand-button = Manche »
pages-next-hand = Manche suivante
pages-jump-to = Aller à
pages-hand-number = Manche { $hand }
pages-download-record = Télécharger la fiche de partie
pages-the-record = La fiche de partie
pages-review-of = Analyse de { $name }
pages-hints-used =
    { $count ->
        [one] { $count } indice utilisé
       *[other] { $count } indices utilisés
    }
pages-undos-used =
    { $count ->
        [one] { $count } coup annulé
       *[other] { $count } coups annulés
    }

## A game's review (web/review.js)

review-mark-fine = Correct
review-mark-inaccuracy = Imprécision
review-mark-mistake = Erreur
review-mark-blunder = Gaffe
review-where = manche { $hand }, coup { $move }
# In place of a seat's name when it has none.
review-a-player = un joueur
# A team at a table of four: two players' names.
review-team = { $first } & { $second }
review-points =
    { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point
       *[other] points
    }
# In place of the reviewed seat's name when it has none (seats counted from 0).
review-seat-fallback = Place { $seat }
review-title = Analyse des coups de { $name }
review-title-four = Analyse des coups de { $name } (place { $seat }, { $team })
# $count: the choices reviewed; $loss: the points given away in all, to a tenth.
review-summary =
    Précision de { NUMBER($accuracy, minimumFractionDigits: 1, maximumFractionDigits: 1) } % sur { $count } choix : { $fine ->
        [one] { $fine } correct
       *[other] { $fine } corrects
    }, { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    } ; { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point cédé
       *[other] points cédés
    } en tout.
review-costliest = Les trois coups les plus coûteux
# One of the costliest moves: $played and $best are moves as written ("3-6 L"), $mark its mark.
review-costly-move =
    manche { $hand }, coup { $move } : { $played } a cédé { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point
       *[other] points
    } ({ $mark ->
        [fine] correct
        [inaccuracy] imprécision
        [mistake] erreur
        [blunder] gaffe
       *[other] { $mark }
    }) ; mieux : { $best }
review-nothing-given-away = Aucun coup n’a cédé de points.
review-set-against-four = Chaque choix est comparé à ce qu’aurait joué l’ordinateur de niveau Expert avec ce que cette place voyait à ce moment-là (sa propre main, jamais celle de son partenaire ni celles des adversaires).
review-set-against = Chaque choix est comparé à ce qu’aurait joué l’ordinateur de niveau Expert avec ce que vous voyiez à ce moment-là (jamais l’autre main).
review-loss-explained = La perte est le nombre de points que le coup a cédés en moyenne sur le reste de la manche : moins de 2,5, c’est correct ; à partir de 2,5, une imprécision ; à partir de 5, une erreur ; à partir de 10, une gaffe.
review-watch-replay = Regarder la relecture
review-seat-link = Analyse de { $name } (place { $seat })
review-other-link = Analyse de { $name }
review-other-seat-link = Analyse de l’autre place
review-every-choice = Tous les choix
review-hand = Manche
review-move = Coup
review-played = Joué
review-better = Mieux
review-lost = Perdu
# The points a move gave away, to a tenth.
review-loss = { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
review-no-choices = Aucun choix à analyser : tous les coups étaient forcés.
review-not-ready =
    L’analyse n’était pas prête au bout de { $count ->
        [one] { $count } seconde
       *[other] { $count } secondes
    } : le serveur continue, réessayez dans une minute.

## Checking a hand's fairness (web/fairness.js): why a hand fails the check, or that it passes. Seats counted from 0.

fairness-hand-not-over = la manche n’est pas terminée
fairness-seed-not-revealed = la graine du serveur n’est pas révélée
fairness-seed-mismatch = le hachage de la graine du serveur est { $hash }, et non l’engagement { $commitment }
fairness-counter-mismatch = le compteur de manches est { $counter }, mais c’est la manche { $hand }
fairness-hands-not-revealed = les mains ne sont pas révélées : il en faut { $count }
fairness-client-seeds-missing = il manque les graines des joueurs
fairness-computer-seed = la place { $seat } de l’ordinateur a ajouté la graine { $seed }, alors qu’elle ne doit en ajouter aucune
fairness-empty-boneyard = action { $action } : on a pioché alors que la pioche était vide
fairness-wrong-draw = action { $action } : vous avez pioché { $drawn }, mais le domino suivant de l’ordre est { $next }
fairness-not-dealt = action { $action } : la place { $seat } a joué { $tile }, que les graines ne lui ont pas donné
# $left: the tiles the seat shows at the end; $kept: those the seeds leave it (tiles like "3-6 0-0").
fairness-ends-with =
    la place { $seat } finit { $leftCount ->
        [0] sans aucun domino
       *[other] avec { $left }
    }, mais d’après les graines { $keptCount ->
        [0] il ne lui reste aucun domino
       *[other] il lui reste { $kept }
    }
# $key: the start of the hand's shuffle key (hex).
fairness-fair = Donne équitable : les graines correspondent à l’engagement et donnent cette donne et chaque pioche (clé { $key }…).
fairness-seed-too-long =
    une graine fait au plus { $count ->
        [one] { $count } octet
       *[other] { $count } octets
    }
fairness-seed-control-characters = une graine ne peut pas contenir de caractères de contrôle

## Tournaments (web/tournaments.js)

tournaments-format-knockout = Élimination directe, au meilleur de { $bestOf }
tournaments-format-swiss =
    Suisse, { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    }
# $deals: how many deals each round plays (each from both seats).
tournaments-format-duplicate =
    Duplicate, { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    } de { $deals ->
        [one] { $deals } donne
       *[other] { $deals } donnes
    }
# When a tournament starts, with no time set.
tournaments-when-full = quand il sera complet
tournaments-starts-when-full = commence quand il sera complet
# $date: the date and time, as the browser writes them.
tournaments-starts-at = commence le { $date }
tournaments-registering = Inscriptions ouvertes
tournaments-running = En cours
tournaments-finished = Terminé
tournaments-cancelled = Annulé
# No entry fee.
tournaments-free = gratuit
tournaments-round-of = ronde { $round } sur { $total }
tournaments-name = Nom
tournaments-format = Format
tournaments-players = Joueurs
tournaments-entry = Inscription
# The chips held from the entry fees, paid out as prizes.
tournaments-pool = Cagnotte
tournaments-starts = Début
tournaments-default-name = Tournoi de { $name }
tournaments-default-name-mine = Mon tournoi
tournaments-knockout = Élimination directe
tournaments-swiss = Suisse
# Duplicate: every table of a round plays the same deals, each from both seats.
tournaments-duplicate = Duplicate
tournaments-rounds-swiss = Rondes (suisse)
tournaments-rounds-duplicate = Rondes (duplicate)
# A deal: the tiles a duplicate game is dealt, the same at every table of the round.
tournaments-deals-duplicate = Donnes par ronde (duplicate)
tournaments-match-knockout = Match (élimination directe)
tournaments-one-game = une partie
tournaments-best-of = au meilleur de { $bestOf }
# How many tiles each player is dealt.
tournaments-draw = Dominos par joueur
tournaments-tiles =
    { $count ->
        [one] { $count } domino
       *[other] { $count } dominos
    }
tournaments-final-score = Score final
tournaments-minutes-a-hand = Minutes par manche
tournaments-entry-fee = Droit d’inscription (jetons)
tournaments-prize-split = Répartition des prix, % par place
tournaments-fewest-players = Minimum de joueurs
tournaments-most-players = Maximum de joueurs
tournaments-draw-teams = Équipes de deux (5 dominos, quatre par table)
tournaments-fewest-teams = Minimum d’équipes
tournaments-most-teams = Maximum d’équipes
tournaments-in-minutes =
    { $count ->
        [one] dans { $count } minute
       *[other] dans { $count } minutes
    }
tournaments-in-an-hour = dans une heure
tournaments-create = Créer le tournoi
tournaments-computers = Joueurs ordinateur (entrée gratuite)
tournaments-fill = S’il n’est pas plein, l’ordinateur prend les places libres
tournaments-fill-never = jamais
tournaments-fill-after =
    { $count ->
        [one] après { $count } minute
       *[other] après { $count } minutes
    }
tournaments-computer-level = Niveau de l’ordinateur
tournaments-computers-rules = Des joueurs ordinateur participent : ils entrent gratuitement et ne gagnent aucun jeton (le prix va aux personnes, dans l’ordre où elles ont fini), et les parties contre eux ne comptent pas pour le classement.
tournaments-fill-rules =
    S’il n’est pas plein { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } après sa création et qu’une personne est inscrite, l’ordinateur ({ $level }) prend les places libres et il commence.
tournaments-fill-rules-seconds = S’il n’est pas plein { $count } secondes après sa création et qu’une personne est inscrite, l’ordinateur ({ $level }) prend les places libres et il commence.
tournaments-title = Tournois
tournaments-upcoming = À venir
# A heading over the tournaments being played now.
tournaments-running-heading = En cours
# A heading over the tournaments that are over or cancelled.
tournaments-finished-heading = Terminés
tournaments-none-upcoming = Aucun tournoi n’accepte d’inscriptions pour l’instant : créez-en un ci-dessous.
tournaments-none-running = Aucun en cours pour l’instant.
tournaments-none-finished = Aucun terminé pour l’instant.
tournaments-create-heading = Créer un tournoi
tournaments-sign-up-to-create = Inscrivez-vous pour créer un tournoi ou y participer.
tournaments-how-played = Déroulement
# $draw: tiles dealt to each player; $target: the final score; $count: minutes a hand.
tournaments-each-game =
    Chaque partie : { $draw } dominos par joueur, en { $target } points, { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } par manche à la pendule ; un joueur qui ne se présente pas perd au temps.
# A bye ("exemption"): a round without an opponent, scored as a win.
tournaments-knockout-rules-best-of-3 = Élimination directe, têtes de série selon le classement : perdez un match et vous êtes éliminé. Un match se joue au meilleur de 3 parties, les joueurs changeant de place à chaque partie. Si le nombre de participants n’est pas une puissance de deux, les meilleures têtes de série commencent par une exemption.
tournaments-knockout-rules-one-game = Élimination directe, têtes de série selon le classement : perdez un match et vous êtes éliminé. Un match se joue en une seule partie. Si le nombre de participants n’est pas une puissance de deux, les meilleures têtes de série commencent par une exemption.
# Buchholz: the sum of a player's opponents' scores, a tie-break (a proper name).
tournaments-swiss-rules =
    { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    } ; à chaque ronde, vous affrontez un joueur au score proche du vôtre, jamais deux fois le même. Une victoire rapporte 1, une exemption 1. Départages : Buchholz (les scores de vos adversaires), puis points pour moins points contre, puis classement.
# $deals: how many deals a round plays; a bye ("exemption"): a round without an opponent.
tournaments-duplicate-rules =
    { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    } ; à chaque ronde, vous affrontez un joueur au score proche du vôtre, jamais deux fois le même, et vous jouez { $deals ->
        [one] la donne de la ronde
       *[other] chacune des { $deals } donnes de la ronde
    } deux fois, une fois de chaque place. Toutes les tables de la ronde jouent les mêmes donnes : personne n’a plus de chance que les autres avec les dominos. Ordre du classement : la différence de points sur toutes les donnes (points pour moins points contre), puis les rondes gagnées (à égalité de points ½, une exemption 1), puis Buchholz, puis classement.
tournaments-duplicate-private = Pendant qu’une ronde se joue, ses parties sont privées : personne d’autre que leurs deux joueurs ne peut les regarder. Leurs rediffusions s’ouvrent à tous une fois la ronde terminée.
# One place's share of the prize pool: "1er 60 %"; the places are listed with ", ".
tournaments-split-place =
    { $place ->
        [1] 1er
       *[other] { $place }e
    } { $percent } %
# $split: the places' shares, "1er 60 %, 2e 40 %".
tournaments-entry-rules =
    Inscription : { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    } ; la cagnotte (toutes les inscriptions) est répartie ainsi : { $split }, arrondie au jeton inférieur, le reste allant au vainqueur.
tournaments-withdraw-for-fee = Retirez-vous avant le début pour être remboursé.
tournaments-free-to-enter = Inscription gratuite.
tournaments-teams-of-two = Par équipes de deux
tournaments-teams-rules = Se joue par équipes de deux, en parties à quatre : les partenaires sont assis face à face, jouent pour un seul score et gagnent ou perdent ensemble. Les équipes sont classées, appariées et placées comme des joueurs (le classement d’une équipe est la moyenne de ceux de ses deux membres).
tournaments-teams-entry = Chacun s’inscrit seul. Pour jouer avec un partenaire, indiquez son nom en vous inscrivant et demandez-lui d’indiquer le vôtre. Au début, le salon forme les autres équipes selon le classement : le meilleur avec le plus faible. S’il en reste un, il est écarté et remboursé : le dernier joueur ordinateur inscrit, sinon la dernière personne.
tournaments-teams-prize = Chacun paie sa propre inscription ; le prix d’une équipe est partagé à parts égales entre ses deux membres.
# A finished game of a match, with its scores ("60–45").
tournaments-game-over = partie { $game } : { $scores }
tournaments-game-play = partie { $game } : jouez votre partie
tournaments-game-watch = partie { $game } : regarder
# A duplicate game: its deal (from 1), who sat in seat 1 (the seats swap for the deal's second game), and the scores, seat 1's first ("50–45").
tournaments-deal-done = donne { $deal }, { $first } à la place 1 : jouée (le résultat s’affiche à la fin de la ronde)
tournaments-deal-over = donne { $deal }, { $first } à la place 1 : { $scores }
tournaments-deal-play = donne { $deal }, { $first } à la place 1 : jouez votre partie
# A duplicate game under way: private, so nobody else can watch it.
tournaments-deal-playing = donne { $deal }, { $first } à la place 1 : en cours
# A duplicate board: each player's points over its games so far.
tournaments-board-points = points : { $first } { $firstPoints }, { $second } { $secondPoints }
# After the name of a player who has no opponent this round.
tournaments-bye = — exempt
# Between two players' names (versus).
tournaments-versus = contre
tournaments-final = Finale
tournaments-round = Ronde { $round }
tournaments-player = Joueur
tournaments-team-heading = Équipe
tournaments-score = Score
tournaments-buchholz = Buchholz
# Column heading: matches won (short, "victoires").
tournaments-won-short = V
# Column heading: matches lost (short, "défaites").
tournaments-lost-short = D
tournaments-byes = Exemptions
tournaments-cancel-confirm = Annuler ce tournoi ? Chaque participant est remboursé, et c’est irréversible.
tournaments-sign-up-to-enter = Inscrivez-vous pour participer.
tournaments-withdraw-fee =
    { $count ->
        [one] Se retirer ({ $count } jeton remboursé)
       *[other] Se retirer ({ $count } jetons remboursés)
    }
tournaments-withdraw = Se retirer
tournaments-full = Complet
tournaments-enter-fee =
    { $count ->
        [one] Participer pour { $count } jeton
       *[other] Participer pour { $count } jetons
    }
tournaments-enter = Participer
tournaments-partner = Partenaire (facultatif)
tournaments-cancel = Annuler le tournoi
tournaments-place =
    { $place ->
        [1] 1re
       *[other] { $place }e
    } place
tournaments-nobody-entered = Personne ne s’est encore inscrit.
tournaments-team = équipe { $team }
tournaments-entered =
    { $entrants ->
        [one] { $entrants } inscrit
       *[other] { $entrants } inscrits
    } sur { $max } (au moins { $min })
tournaments-made-by = créé par { $name }
tournaments-prizes = Prix
tournaments-prize =
    { $place ->
        [1] 1re
       *[other] { $place }e
    } place : { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }
tournaments-pool-grows =
    La cagnotte est la somme des inscriptions : { $count ->
        [one] { $count } jeton de plus
       *[other] { $count } jetons de plus
    } à chaque joueur.
tournaments-no-prize = Pas de prix : inscription gratuite.
tournaments-standings = Classement
tournaments-bracket = Tableau
tournaments-rounds = Rondes
# Before 64 hexadecimal digits: the SHA-256 of the seed every deal of a duplicate round comes from, published before its first game.
tournaments-commitment = Engagement de la ronde (le SHA-256 de sa graine) :
# Before 64 hexadecimal digits: the seed itself, shown once the round is over.
tournaments-seed = Graine de la ronde :
tournaments-seed-later = La graine s’affiche une fois chaque match de la ronde décidé.
# $command: the command line that checks the round (kept as is).
tournaments-verify = Chacun peut vérifier que toutes les tables de cette ronde ont reçu les mêmes donnes : enregistrez les données du tournoi et la fiche de chaque partie (depuis sa rediffusion), puis lancez { $command }.
# A link: the tournament's page as data (a JSON file), for the check.
tournaments-download-data = Télécharger les données du tournoi
# In the lobby, before a list of tournaments.
tournaments-taking-entries = Tournois ouverts aux inscriptions :
tournaments-soon-when-full = { $name } ({ $entrants }/{ $max }, commence quand il sera complet)
tournaments-soon-at = { $name } ({ $entrants }/{ $max }, commence le { $date })

### Comment jouer (web/how-to-play.js) et la première partie guidée (web/tutorial.js).

## How to play: the rules page

rules-title = Comment jouer à All Fives
# $link is the link to the guided game, its words rules-learn-by-playing-link.
rules-learn-by-playing = Apprenez en jouant : { $link } contre un ordinateur qui suit un scénario, une étape après l’autre.
rules-learn-by-playing-link = une première partie guidée
# Muggins: the game's other English name; keep it as it is.
rules-intro = All Fives (appelé aussi Muggins) est un jeu pour deux joueurs avec un jeu de dominos double-six. Vous marquez chaque fois que votre coup laisse les bouts ouverts de la chaîne totaliser un multiple de cinq, et le premier joueur à atteindre le score final gagne.
rules-tiles-heading = Les dominos et leur poids
rules-tiles = Le jeu compte 28 dominos : toutes les paires de nombres de 0 à 6, du 0-0 au 6-6, soit 168 points en tout. Le poids d’un domino est le total de ses points : le 6-4 pèse 10, il est donc plus lourd que le 5-3, qui pèse 8 ; le 1-0 est plus léger que les deux.
rules-weight-caption = Le 6-4 (poids 10) est plus lourd que le 5-3 (poids 8) ; le 1-0 (poids 1) est le plus léger des trois.
rules-tie-caption = Tous deux pèsent 9. Pour la première pose, l’égalité est départagée par le plus grand nombre : le 6-3 l’emporte sur le 5-4.
rules-weight-decides = Le poids décide de deux choses. Dans la première manche, si personne n’a de double, le joueur qui a le domino le plus lourd commence avec ce domino. Et quand une manche est bloquée, le joueur dont les dominos pèsent le moins au total la gagne.
rules-deal-heading = La donne et la première pose
# “Auto draw” is the table's button of that name: use its words there.
rules-deal = Chaque joueur prend 7 ou 9 dominos face cachée, selon le choix de la table ; le reste forme la pioche. Vous pouvez choisir vos dominos un par un ou appuyer sur Pioche automatique : les dominos sont mélangés face cachée, cela revient donc au même.
rules-lead = Dans la première manche, le joueur qui a le plus gros double (le 6-6, sinon le 5-5, et ainsi de suite jusqu’au 0-0) commence, et doit poser ce double. Si personne n’a de double, c’est le domino le plus lourd qui commence. Dans les manches suivantes, le gagnant de la manche précédente commence avec le domino de son choix ; après une manche bloquée que personne n’a gagnée, c’est le joueur qui n’avait pas commencé cette manche qui commence.
rules-count-heading = Le spinner, les quatre bouts et le compte
# The spinner: the first double played, which can be played on from four sides.
rules-joining = Accolez un domino de votre main à un bout ouvert : les moitiés qui se touchent doivent porter le même nombre. Un double se pose en travers. Le premier double posé est le spinner : on peut jouer dessus par ses quatre côtés. Ses bouts du haut et du bas s’ouvrent une fois que des dominos touchent ses deux flancs ; la chaîne a donc au plus quatre bouts ouverts : gauche, droite, haut et bas.
rules-count = Après chaque coup, on additionne les bouts ouverts : le nombre extérieur de chaque domino en bout, les deux moitiés d’un double placé en bout, et les deux moitiés du spinner tant que ses deux flancs ne sont pas tous deux couverts (ensuite il ne compte plus rien, et un bout du haut ou du bas encore vide ne compte rien non plus). Si ce compte est un multiple de cinq (5, 10, 15, …), le joueur qui vient de jouer marque aussitôt autant de points.
rules-spinner-caption = Le 5-5 est posé en premier : c’est le spinner. Seul, il compte ses deux moitiés : 10, et le joueur qui a commencé marque 10.
rules-left-caption = Le 5-2 à gauche : 2 + 10 (le spinner compte encore ses deux moitiés) = 12. Rien n’est marqué.
rules-right-caption = Le 5-3 à droite : les deux flancs du spinner sont couverts, il ne compte donc plus rien et ses bouts du haut et du bas s’ouvrent. 2 + 3 = 5 : 5 points marqués.
rules-four-ends-caption = Le 5-6 en haut (compte 11), puis le 5-4 en bas : les quatre bouts totalisent 2 + 3 + 6 + 4 = 15, soit 15 points marqués.
rules-drawing-heading = Piocher
rules-drawing = Si vous pouvez jouer, vous devez jouer. C’est seulement quand aucun domino de votre main ne va sur aucun bout ouvert que vous piochez, un domino à la fois, jusqu’à en piocher un qui va ; vous devez alors le poser. Piocher fait partie de votre tour, et votre pendule tourne pendant que vous piochez. Si la pioche est vide et que vous ne pouvez pas jouer, vous passez.
rules-stuck-caption = Avec des bouts qui montrent 2, 3, 6 et 4, ni le 0-0, ni le 0-1, ni le 1-1 ne va : vous devez piocher.
rules-draw-caption = Dans la pioche face cachée, vous tirez le 0-5, qui ne va pas, puis le 1-6, qui va sur le 6 du bout du haut.
rules-drawn-play-caption = Vous devez le poser : le 1-6 sur le bout du haut porte le compte à 2 + 3 + 1 + 4 = 10, et vous marquez 10.
rules-hand-end-heading = La fin d’une manche
# To domino: to play one's last tile (going out), which wins the hand.
rules-domino = Le joueur qui pose son dernier domino fait domino : il gagne la manche et marque les points qui restent dans la main de l’adversaire, arrondis au multiple de cinq le plus proche (un reste de 1 ou 2 s’arrondit vers le bas, de 3 ou 4 vers le haut : de 0 à 2 points on ne marque rien, de 3 à 7 on marque 5, de 8 à 12 on marque 10, et ainsi de suite).
rules-bonus-caption = La prime de domino : vous posez votre dernier domino alors que votre adversaire a encore le 6-4 et le 3-1, soit 14 points, arrondis à 15. Vous marquez 15.
rules-blocked = Une manche est bloquée quand la pioche est vide et que personne n’a de domino qui va. Le joueur qui a le moins de points en main la gagne alors, et marque les points de la main de l’adversaire, arrondis de la même façon. Si les deux ont autant de points, personne ne marque.
rules-winning-heading = Gagner la partie
rules-winning = Le premier joueur à atteindre le score final gagne à cet instant, même au milieu d’une manche. Un coup qui à la fois marque et vide votre main ajoute d’abord ses propres points ; s’ils atteignent le score final, la partie s’arrête là et la prime de domino n’est pas ajoutée.
rules-clock = Avec une pendule, chaque joueur dispose des minutes par manche fixées par la table. Votre pendule ne tourne que pendant votre tour, pioche comprise, et repart de zéro au début de chaque manche. Si elle arrive à zéro, vous perdez la partie et la mise. Vous pouvez abandonner à tout moment ; abandonner fait aussi perdre la partie et la mise.
rules-partners-heading = Quatre joueurs : deux contre deux
rules-partners = All Fives se joue le plus souvent à quatre, en deux équipes. Les partenaires sont assis face à face, et le jeu tourne dans le sens des aiguilles d’une montre. Chaque joueur reçoit 5 dominos, et 8 restent dans la pioche. Les partenaires jouent pour un seul score : tout ce que l’un de vous deux marque revient à votre équipe, et la première équipe à atteindre le score final gagne. Vous ne pouvez ni montrer ni dire vos dominos à votre partenaire, et pendant qu’une manche se joue, les partenaires ne peuvent pas discuter dans le chat.

## How to play: the table of four (a picture: the seats' names and the way play goes)

rules-seating-caption = Quatre à table : vous et votre partenaire êtes assis face à face, avec un adversaire de chaque côté. Le jeu tourne dans le sens des aiguilles d’une montre : vous, l’adversaire à votre gauche, votre partenaire, l’adversaire à votre droite.
rules-seat-you = Vous
rules-seat-opponent = Adversaire
rules-seat-partner = Partenaire
rules-clockwise = ↻ sens horaire

## How to play: four players, the rule book, the history

rules-partners-lead = La première manche est ouverte par celui qui a le plus gros double ; ensuite, le gagnant de chaque manche commence la suivante. Quand vous posez votre dernier domino, votre équipe marque les points qui restent dans les mains des deux adversaires, d’abord additionnés puis arrondis une seule fois. Les dominos de votre partenaire ne comptent pas.
rules-partners-bonus-caption = Vous faites domino alors que les adversaires ont le 2-1 et le 3-1 et que votre partenaire a le 6-6. Les 3 + 4 = 7 points des adversaires s’arrondissent une seule fois à 5 : votre équipe marque 5 (en arrondissant d’abord chaque main, on obtiendrait 10). Les 12 points de votre partenaire ne comptent pas.
rules-partners-blocked = Une manche bloquée revient à l’équipe qui a le moins de points dans ses deux mains réunies ; elle marque les points de l’autre équipe, arrondis une seule fois, et celui de ses joueurs qui a le moins de points commence la manche suivante. Si votre pendule tombe à zéro ou si vous abandonnez, votre équipe perd la partie.
# docs/rules.md and docs/formats.md are file names: keep them.
rules-rule-book = Chaque détail que suit le programme est écrit dans le livre de règles fourni avec son code source, docs/rules.md ; les fiches de partie et les messages adressés aux joueurs-ordinateurs sont décrits dans docs/formats.md.
rules-history-heading = Un peu d’histoire
rules-history-dice = Les dominos descendent des dés. Chaque pièce des jeux chinois d’origine montre l’une des 21 façons dont deux dés peuvent tomber ; les dominos chinois n’ont donc pas de blancs, mais certaines pièces y figurent deux fois. D’après les historiens, un jeu chinois de 32 pièces existait dès l’an 1120.
rules-history-europe = Les dominos semblent avoir été inconnus en Europe jusqu’au XVIIIᵉ siècle, et leur forme moderne a peut-être été inventée en Italie. Les jeux occidentaux ajoutent le blanc, ce qui donne toutes les paires du 0-0 au 6-6 : les 28 dominos joués ici. Le nom viendrait des costumes de bal masqué appelés dominos, dont les trous pour les yeux rappelaient les pièces tachetées de points.
rules-history-oldest = Le plus ancien jeu connu aurait été découvert dans les ruines de Thèbes, dans la tombe de Toutânkhamon, roi d’Égypte de la XVIIIᵉ dynastie, au XIVᵉ siècle av. J.-C. ; il serait conservé au Caire. Depuis, petits et grands y jouent dans le monde entier, rois et présidents compris : Lyndon B. Johnson jouait avec des amis au Texas.
rules-back-to-lobby = Retour au salon
rules-sign-in-to-play = Se connecter pour jouer

## How to play: the open ends' names, written on the pictures

rules-end-left = gauche
rules-end-right = droite
rules-end-up = haut
rules-end-down = bas

## The guided first game: the coach's panel

tutorial-setting-up = Préparation de la table…
tutorial-title = Votre première partie
tutorial-partners-title = Jouer avec un partenaire
tutorial-progress = Étape { $step } sur { $total }
tutorial-partners-progress = En équipe : étape { $step } sur { $total }
tutorial-last-step = Dernière étape
# $say is what the coach said of the computer's coming move (a tutorial-step-<k> message).
tutorial-computer-thinking = { $say } L’ordinateur réfléchit…
# $say is what the coach said of the coming move (a tutorial-partners-step-<k> message).
tutorial-next-player-thinking = { $say } Le joueur suivant réfléchit…
# $say is tutorial-end. “Next hand” is the table's button of that name: use its words there.
tutorial-end-next-hand = { $say } Cliquez sur « Manche suivante » pour voir comment se compte une manche bloquée.
tutorial-next-partners = Ensuite : quatre joueurs, deux contre deux
tutorial-finish = Terminer
# $target is the final score of the guided game (150).
tutorial-done = Voilà tout le jeu : commencer, compter les bouts, marquer les multiples de 5, piocher quand on est bloqué, et vider sa main le premier. Le premier à atteindre le score final (ici { $target }) gagne.
tutorial-ready = Vous savez maintenant jouer.
tutorial-play-computer = Jouer contre l’ordinateur
tutorial-read-rules = Lire les règles
tutorial-leave = Quitter le tutoriel
# Shown after “Hint: <move> —” when the player asks for a hint.
tutorial-hint-reason = le coup qu’enseigne cette étape
# The seats' names at the guided game's table (Ada, Sam and Ivy, at the table of four, are names and stay).
tutorial-player-you = Vous
tutorial-player-tutor = Bot tuteur

## The guided first game: what the coach says, step by step (the same English as web/tutorial.json's `say`)

tutorial-step-0 = Bienvenue ! Voici une vraie table, face à un ordinateur qui suit un scénario. Vous avez reçu 7 dominos chacun. Dans la première manche, c’est le plus gros double qui commence : vous avez le 5-5, posez-le donc : cliquez sur le 5-5, puis sur la table. Jouez le 5-5.
tutorial-step-1 = Vous avez commencé avec le 5-5, le plus gros double distribué. Le premier double posé est le spinner. Un 5-5 seul compte ses deux moitiés : 10, un multiple de 5, vous marquez donc 10.
tutorial-step-2 = L’ordinateur a accolé le 2-5 à gauche. Les bouts montrent maintenant 2 et les deux moitiés du spinner (10) : un compte de 12, qui n’est pas un multiple de 5, donc personne ne marque. Jouez maintenant le 3-5 sur le bout droit (celui en surbrillance).
tutorial-step-3 = Avec des dominos contre ses deux flancs, le spinner ne compte plus : le compte est le 2 de gauche plus le 3 de droite, soit 5. Vous marquez 5.
tutorial-step-4 = Les deux flancs du spinner sont pris, ses bouts du haut et du bas sont donc ouverts aussi. L’ordinateur a posé le 5-6 en haut : 2 + 3 + 6 = 11, rien n’est marqué. Jouez maintenant le 4-5 sur le bout du bas (celui en surbrillance).
tutorial-step-5 = Vous avez posé le 4-5 en bas : les bouts montrent 2, 3, 6 et 4, un compte de 15. Vous marquez 15.
tutorial-step-6 = L’ordinateur a posé le double 2-2 à gauche. Un double en bout compte ses deux moitiés, 4 : le compte est de 4 + 3 + 6 + 4 = 17. Jouez maintenant le 3-3 sur le bout droit (celui en surbrillance).
tutorial-step-7 = Votre double 3-3 à droite compte 6 : 4 + 6 + 6 + 4 = 20. Vous marquez 20.
tutorial-step-8 = L’ordinateur marque aussi : le 3-6 sur votre 3-3 laisse un 6 à droite, et 4 + 6 + 6 + 4 = 20. Jouez maintenant le 1-6 sur le bout du haut (celui en surbrillance).
tutorial-step-9 = Le 1-6 sur le bout du haut : 4 + 6 + 1 + 4 = 15. Vous marquez 15.
tutorial-step-10 = L’ordinateur n’avait aucun domino qui aille sur un bout, il a donc pioché jusqu’à en tirer un qui allait : le 1-3.
tutorial-step-11 = Il a posé en haut le 1-3 pioché : 4 + 6 + 3 + 4 = 17, rien n’est marqué. Jouez maintenant le 2-4 sur le bout du bas (celui en surbrillance).
tutorial-step-12 = Le 2-4 en bas : 4 + 6 + 3 + 2 = 15. Vous marquez 15.
tutorial-step-13 = L’ordinateur a posé le 0-3 en haut. Un bout qui montre 0 ne compte rien : 4 + 6 + 0 + 2 = 12. Cliquez sur la pioche pour piocher.
tutorial-step-14 = Votre 1-4 ne va sur aucun bout (2, 6, 0, 2), vous avez donc pioché : le 4-6 va, et un domino qui va doit être posé. Jouez maintenant le 4-6 sur le bout droit (celui en surbrillance).
tutorial-step-15 = Le 4-6 à droite : 4 + 4 + 0 + 2 = 10. Vous marquez 10.
tutorial-step-16 = L’ordinateur a posé le 0-0 en haut (le double blanc compte 0) : 4 + 4 + 0 + 2 = 10, il marque donc 10. Jouez maintenant le 1-4 sur le bout droit (celui en surbrillance).
tutorial-end = Domino ! Vous avez posé votre dernier domino. L’ordinateur a encore le 0-5 : 5 points, arrondis au multiple de 5 le plus proche, cela fait 5, et c’est vous qui les marquez.
tutorial-blocked = Quand la pioche est vide et que personne ne peut jouer, la manche est bloquée : celui qui a le moins de points en main la gagne et marque les points de l’autre main, arrondis de la même façon. Si vous avez 3 points et l’ordinateur 13, vous marquez 15. À points égaux, personne ne marque.

## The guided game for four, two against two: what the coach says

tutorial-partners-step-0 = Voici maintenant le même jeu à quatre, deux contre deux. Votre partenaire est assis en face de vous, en haut ; les joueurs à votre gauche et à votre droite forment une équipe contre vous deux. Chacun a 5 dominos, et tout ce que marque un joueur va au score de son équipe. Le jeu tourne dans le sens des aiguilles d’une montre : vous, Ada à votre gauche, Sam votre partenaire, Ivy à votre droite. Vous avez le plus gros double distribué, le 5-5 : commencez avec. Jouez le 5-5.
tutorial-partners-step-1 = Le 5-5 seul compte 10 : votre équipe marque 10. C’est à Ada, à votre gauche, de jouer.
tutorial-partners-step-2 = Ada a accolé le 4-5 à gauche : 4 + 10 = 14, rien n’est marqué. C’est au tour de Sam, votre partenaire.
tutorial-partners-step-3 = Sam, votre partenaire, a posé le 5-6 à droite. Ses deux flancs couverts, le spinner ne compte plus (ses bouts du haut et du bas comptent dès qu’un domino y est posé) : 4 + 6 = 10. Les points de Sam sont ceux de votre équipe : 10 de plus pour vous deux.
tutorial-partners-step-4 = Ivy a posé le 0-5 en bas : 4 + 6 + 0 = 10, et son équipe marque 10. Jouez maintenant le 1-6 sur le bout droit (celui en surbrillance).
tutorial-partners-step-5 = Le 1-6 à droite : 4 + 1 + 0 = 5. Votre équipe marque 5.
tutorial-partners-step-6 = Ada a posé le 1-4 à droite : 4 + 4 + 0 = 8, rien n’est marqué.
tutorial-partners-step-7 = Sam, votre partenaire, a posé le 0-2 en bas : 4 + 4 + 2 = 10. 10 pour votre équipe.
tutorial-partners-step-8 = Ivy a posé le double 4-4 à gauche, qui compte ses deux moitiés : 8 + 4 + 2 = 14, rien n’est marqué. Jouez maintenant le 2-3 sur le bout du bas (celui en surbrillance).
tutorial-partners-step-9 = Le 2-3 en bas : 8 + 4 + 3 = 15. Votre équipe marque 15.
tutorial-partners-step-10 = Ada a posé le 4-6 à gauche : 6 + 4 + 3 = 13, rien n’est marqué.
tutorial-partners-step-11 = Sam, votre partenaire, a posé le 3-5 en bas : 6 + 4 + 5 = 15. 15 pour votre équipe.
tutorial-partners-step-12 = Ivy a posé le 2-5 en bas : 6 + 4 + 2 = 12. Jouez maintenant le 0-6 sur le bout gauche (celui en surbrillance).
tutorial-partners-step-13 = Le 0-6 à gauche laisse un blanc, qui ne compte rien : 0 + 4 + 2 = 6.
tutorial-partners-step-14 = Ada a ouvert le bout du haut avec le 1-5 : 0 + 4 + 1 + 2 = 7.
tutorial-partners-step-15 = Sam, votre partenaire, a posé le 2-4 à droite : 0 + 2 + 1 + 2 = 5. 5 pour votre équipe.
tutorial-partners-step-16 = Ivy a posé le 2-6 en bas : 0 + 2 + 1 + 6 = 9. Jouez maintenant le 1-3 sur le bout du haut (celui en surbrillance).
tutorial-partners-end = Domino ! Vous avez posé votre dernier domino, et votre équipe marque ce que les deux adversaires ont encore, additionné puis arrondi une seule fois : le 1-1 d’Ada (2 points) et le 3-3 d’Ivy (6 points) font 8, arrondis à 10. Le 0-0 de Sam appartient à votre propre équipe, il ne compte donc pas.
