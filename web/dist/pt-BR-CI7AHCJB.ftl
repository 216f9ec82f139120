language-label = Idioma
loading = Carregando…
nav-tournaments = Torneios
nav-leaderboard = Ranking
nav-how-to-play = Como jogar
brand = All Fives
error-other = O salão recusou isso ({ $code }).
error-unreachable-room = Não foi possível acessar o salão. Verifique sua conexão e tente de novo.
error-bad_message = O salão não entendeu essa mensagem.
error-bad_move = Isso não é uma jogada.
error-bad_seed = Essa semente foi recusada: ela deve ter de 1 a 64 letras, dígitos, - ou _.
error-no_table = Essa mesa não existe (ou é privada).
error-rate_limited = Mensagens demais de uma vez; espere um momento.
error-bad_chat = Essa mensagem não pode ser enviada: está vazia, longa demais ou tem caracteres de controle.
error-full = Os lugares desta mesa estão ocupados.
error-not_seated = Você não tem lugar nesta mesa.
error-already_seated = Você já tem um lugar nesta mesa.
error-watching = Você está assistindo a esta mesa; espectadores não podem jogar.
error-not_started = A partida não começou.
error-started = A partida já começou.
error-over = A partida acabou.
error-not_over = A partida não acabou.
error-hand_not_over = A mão não acabou.
error-not_your_turn = Não é a sua vez.
error-stale = A mesa seguiu em frente; agora ela mostra como está a partida.
error-illegal = As regras não permitem essa jogada agora.
error-picking = As pedras ainda estão sendo escolhidas.
error-not_picking = Não há pedras para escolher agora.
error-chips = Você não tem fichas suficientes para esta aposta.
error-host_chips = O anfitrião não tem mais as fichas para esta aposta.
error-guest_only = Convidados só jogam contra o computador: cadastre-se para jogar com pessoas.
error-closed = Esta mesa está fechada.
error-host_left = O anfitrião saiu da mesa.
error-no_hints = As dicas são só para partidas contra o computador sem aposta.
error-no_undo = Desfazer só é possível em partidas contra o computador sem aposta nem relógio.
error-nothing_to_undo = Você não tem nenhuma jogada para desfazer nesta mão.
error-undo_hand_over = A mão acabou: as jogadas dela ficam.
error-tournament_game = Uma partida de torneio não tem revanche: o torneio abre a próxima.
error-bad_settings = Uma mesa não pode ter essas configurações.
error-not_saved = O salão não conseguiu salvar isso; nada mudou. Tente de novo.
error-unreachable = Não foi possível acessar o servidor da mesa; nada mudou. Tente de novo.
error-guest_chat = Convidados leem o chat mas não escrevem nele: cadastre-se para conversar.
error-not_in_room = Abra a mesa para conversar nela.
error-no_player = Não há nenhum jogador com esse nome.
error-mute_self = Você não pode silenciar a si mesmo.
error-no_message = Essa mensagem do chat não existe.
error-partners_chat = Parceiros não conversam enquanto uma mão está sendo jogada; o chat abre de novo quando ela termina.
app-title = Dominó All Fives
app-offline-not-kept = Não foi possível acessar o salão, e o jogo offline ainda não está guardado neste navegador: ele fica guardado a partir da sua segunda visita, ou depois que você abrir “Jogar offline”.
app-offline-not-loaded = Não foi possível carregar as páginas offline.
app-your-offline-games = Suas partidas offline
app-back-to-lobby = Voltar ao salão
app-sign-in-to-play = Entre para jogar
app-the-room = O salão
app-room-unreachable = Não foi possível acessar o salão: sem rede, ou o salão está fora do ar. Você ainda pode jogar contra o computador offline.
app-tournament-game-started = { $tournament }, rodada { $round }: sua partida contra { $opponent } começou, e seu relógio corre na sua vez.
session-sign-in = Entrar
session-guest = convidado
session-chips-title = Dinheiro de brincadeira: as fichas não podem ser compradas nem trocadas por dinheiro
session-chips = { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}
session-register = Cadastrar-se
session-register-title = Cadastre-se (ou entre) para guardar suas partidas
session-sign-out = Sair
error-bad_request = O salão não conseguiu ler esse pedido.
error-signed_out = Entre ou jogue como convidado primeiro.
error-forbidden = Isso não cabe a você.
error-not_found = Isso não existe aqui.
error-conflict = Isso não pode ser feito agora.
error-too_large = Isso é grande demais para enviar.
error-throttled = { $seconds ->
    [one] Tentativas demais; tente de novo em { $seconds } segundo.
   *[other] Tentativas demais; tente de novo em { $seconds } segundos.
}
error-busy = O salão está ocupado; tente de novo daqui a pouco.
error-late = O salão respondeu tarde demais; nada mudou. Tente de novo.
error-server = Algo deu errado no salão; nada mudou. Tente de novo.
error-database = O salão não conseguiu acessar seu banco de dados; nada mudou. Tente de novo.
error-damaged = Um registro guardado está danificado.
error-moved = A mesa passou para outro servidor; tente de novo.
error-name_taken = O nome { $name } já está em uso.
error-wrong_password = Nome ou senha incorretos.
error-name_length = Um nome tem de 3 a 20 caracteres.
error-name_letters = Um nome usa só letras, dígitos, “_” e “-”.
error-name_guest = Nomes que começam com “guest” são reservados para convidados.
error-password_length = Uma senha tem de 8 a 128 caracteres.
error-avatar = Escolha uma das imagens.
error-invite_self = Você não pode convidar a si mesmo.
error-invitee_guest = { $name } joga como convidado: convidados só jogam contra o computador.
error-not_your_table = Essa mesa não é sua.
error-not_waiting = Essa mesa não está esperando um adversário.
error-no_invitation = Esse convite não espera mais resposta.
error-invitee_computer = { $name } é o computador: só joga em torneios.
error-host_away = O anfitrião não está no salão agora; escolha outra mesa.
error-no_hint = Nenhuma dica foi encontrada; tente de novo.
error-no_socket = Abra primeiro uma página do salão: é lá que você fica sabendo do seu adversário.
error-not_looking = Você não está procurando um adversário.
error-pairing_full = Há jogadores demais esperando; tente de novo daqui a pouco.
error-closing = O salão está fechando.
error-paired = Termine primeiro a partida que foi marcada para você (mesa { $table }).
error-no_tournament = Esse torneio não existe.
error-not_creator = Só quem criou o torneio pode cancelá-lo.
error-tournament_started = O torneio já começou ou terminou: não pode mais ser cancelado.
error-entries_closed = As inscrições estão encerradas: o torneio já começou ou terminou.
error-tournament_full = O torneio está lotado.
error-already_entered = Você já está inscrito.
error-not_entered = Você não está inscrito.
error-no_teams = Este torneio não é jogado em duplas: inscreva-se sem parceiro.
error-bad_partner = O parceiro é outro jogador do salão que tem cadastro (não um convidado).
error-entry_fee = { $fee ->
    [one] A inscrição custa { $fee } ficha, mais do que você tem.
   *[other] A inscrição custa { $fee } fichas, mais do que você tem.
}
error-no_game = Essa partida não existe.
error-no_deal = Esta partida terminou antes da primeira distribuição.
error-bad_language = O salão não fala esse idioma.
error-engine = O motor offline falhou; nada mudou.
error-no_seat = Esta partida não tem esse lugar.
error-which_seat = Diga de quem são as jogadas a analisar.
hint-draw = nenhuma das suas pedras encaixa: compre
hint-pass = nada encaixa e o monte está vazio: passe
hint-only = sua única jogada possível
hint-scores = { $points ->
    [one] marca { $points } ponto agora
   *[other] marca { $points } pontos agora
}
hint-blocks = bloqueia: seu adversário já mostrou que não tem { $suits }
hint-safe = não deixa ao seu adversário nada para marcar logo em seguida
hint-sheds = { $pips ->
    [one] se livra da pedra pesada { $tile } ({ $pips } ponto)
   *[other] se livra da pedra pesada { $tile } ({ $pips } pontos)
}
hint-keeps = guarda suas pedras de { $suit } para depois
hint-search = a melhor chance segundo a busca para o resto da mão
error-bad_record = Esse registro de partida não pode ser lido.
error-method = O salão não aceita esse pedido aí.
error-media_type = O salão só aceita JSON.
level-random = Aleatório
level-omniscient = Onisciente
computer-name = { $level } (computador)
computer-initials = IA
computer-picture = O computador
computer-player = { $level } { $number } (computador)
error-tournament_name = O nome de um torneio tem de 1 a { $max } caracteres.
error-best_of = Um confronto de mata-mata é em melhor de 1 ou de 3 partidas.
error-rounds = Um torneio suíço ou de duplicado tem de 1 a { $max } rodadas.
error-deals = Uma rodada de duplicado tem de 1 a { $max } distribuições.
error-players = Um torneio aceita de 2 a { $max } jogadores.
error-min_above_max = O mínimo de jogadores ({ $min }) é maior que o máximo ({ $max }).
error-fewer_than_paid = A divisão dos prêmios paga { $places } colocações: o mínimo de jogadores deve ser pelo menos { $places }.
error-too_many_rounds = { $rounds } rodadas precisam de pelo menos { $players } jogadores (ninguém enfrenta o mesmo adversário duas vezes).
error-split = A divisão dos prêmios é de 1 a 8 porcentagens inteiras, cada uma de pelo menos 1, somando 100.
error-fee = A inscrição custa de 0 a { $max } fichas.
error-starts_at = O início é um horário entre agora e daqui a 30 dias.
error-computers = No máximo { $max } jogadores do computador: pelo menos um lugar é de uma pessoa.
error-computer_level = O nível de um jogador do computador é Iniciante, Fácil, Médio, Difícil ou Especialista.
error-fill_after = O computador ocupa os lugares vagos de { $min } a { $max } segundos depois de o torneio ser criado.
error-fill_sit_and_go = O computador só completa um torneio que começa quando lota.
error-duplicate_teams = Duplas jogam torneios de mata-mata ou suíços.
level-beginner = Iniciante
level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-expert = Especialista
lobby-back-to-game = Voltar à sua partida contra { $name }
lobby-your-open-table = Sua mesa aberta, esperando um jogador
lobby-register-to-play = Cadastre-se para jogar com pessoas
lobby-open-table = Abrir uma mesa
lobby-no-open-tables = Nenhuma mesa aberta ainda.
lobby-no-live-games = Nenhuma partida em andamento.
lobby-my-games = Suas partidas em andamento
lobby-tutorial-title = Primeira vez no All Fives?
lobby-tutorial-text = Jogue uma curta partida guiada: a saída, o spinner, a contagem das pontas, a pontuação, a compra e o bônus da batida, um passo de cada vez.
lobby-tutorial-start = Começar a partida guiada
lobby-sort-by = Ordenar por
lobby-offline-note = { $link }: o computador nesta página, sem precisar de rede (não vale rating, sem fichas).
lobby-play-person = Jogar com uma pessoa
lobby-open-tables = Mesas abertas
lobby-watch-game = Assistir a uma partida
lobby-guest-note = Convidados jogam contra o computador por diversão. { $register } e para jogar com pessoas, apostar fichas e ter um rating.
lobby-chips-note = Fichas são dinheiro de brincadeira: você começa com 1.000 e, se elas acabarem, recebe até 200 uma vez por dia. Não podem ser compradas nem trocadas por dinheiro.
lobby-how-to-play = Como jogar
lobby-leaderboard = Ranking
lobby-tournaments = Torneios
lobby-my-games-rating = Minhas partidas e rating
lobby-table-four = quatro jogadores, dupla contra dupla
lobby-table-seats-free = { $count ->
    [one] { $count } lugar livre
   *[other] { $count } lugares livres
}
lobby-table-minutes = { $minutes } min
lobby-join = Entrar
lobby-sides = { $a } x { $b }
lobby-sides-four = { $a } e { $b } x { $c } e { $d }
lobby-your-game = Sua partida
lobby-watch = Assistir
lobby-sort-newest = Mais recentes
lobby-sort-wager = Aposta
lobby-sort-rating = Rating do anfitrião
lobby-online-looking = Consultando…
lobby-online-title = No salão
lobby-online-count = { $count } online
lobby-online-live = { $count ->
    [one] { $count } partida em andamento
   *[other] { $count } partidas em andamento
}
lobby-online-live-private = { $count ->
    [one] { $count } partida em andamento ({ $hidden ->
        [one] { $hidden } privada
       *[other] { $hidden } privadas
    })
   *[other] { $count } partidas em andamento ({ $hidden ->
        [one] { $hidden } privada
       *[other] { $hidden } privadas
    })
}
lobby-online-unrated = sem rating
lobby-online-failed = Não foi possível ver quem está online.
form-draw = Pedras iniciais
form-tiles = { $count ->
    [one] { $count } pedra
   *[other] { $count } pedras
}
form-target = Pontuação final
form-seat-person = Uma pessoa
form-four-legend = Dois contra dois: você e seu parceiro
form-seat-partner = Parceiro (à frente)
form-seat-left = Esquerda
form-seat-right = Direita
form-wager = Aposta (fichas)
form-four-note = Cinco pedras iniciais para cada um. Um lugar para uma pessoa espera no salão até alguém entrar; aposta só quando os quatro são pessoas.
form-opponent = Adversário
form-play-computer = Jogar contra o computador
form-players = Jogadores
form-players-four = 4: dupla contra dupla
form-minutes = Minutos por mão
form-no-clock = Sem relógio (treino, com desfazer)
form-open-four = Abrir a mesa de quatro
form-play-four = Jogar a mesa de quatro
form-private = Privada: fora da lista, para um amigo com o link
form-watchers-apart = Esconder dos jogadores o chat dos espectadores
form-summary-draw = { $draw } pedras iniciais
form-summary-target = até { $target } pontos
form-summary-no-clock = sem relógio
form-summary-minutes = { $minutes } min por mão
form-summary-wager = aposta { $wager }
pairing-paired = Seu adversário: { $name }.
pairing-wager-from = Aposta de
pairing-wager-to = até
pairing-offer-after = Oferecer o computador depois de
pairing-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
pairing-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
pairing-play-now = Jogar agora com uma pessoa
pairing-cancel = Cancelar
pairing-stopped = Você parou de procurar.
pairing-not-looking = Você não está procurando adversário agora.
pairing-looking = Procurando adversário…
pairing-looking-elsewhere = Procurando adversário (em outra aba)…
pairing-nobody-yet = Ninguém ainda.
pairing-computer-instead = Jogar contra o computador em vez disso
pairing-intro = Marque cada opção que você aceita: você será pareado com um jogador à espera de rating próximo, na menor aposta que os dois aceitem.
signin-title = Dominó All Fives
signin-intro = Marque pontos em cada jogada em que as pontas abertas somam um múltiplo de cinco. Vence quem chegar primeiro à pontuação final.
signin-guest = Jogar como convidado
signin-offline-note = Ou { $link }: sem conta e sem precisar de rede.
signin-offline-link = jogue contra o computador offline
signin-or-sign-in = Ou entre
signin-name = Nome
signin-password = Senha
signin-picture-new = Imagem (novos jogadores)
signin-picture = Imagem
signin-sign-in = Entrar
signin-register = Cadastrar-se
signin-read-note = Não é preciso entrar para ler { $rules }, jogar { $tutorial } ou ver o { $leaderboard }.
signin-rules-link = como jogar
signin-tutorial-link = uma primeira partida guiada
signin-leaderboard-link = ranking
signin-keep-games = Cadastre-se para guardar suas partidas
signin-keep-games-text = Escolha um nome e uma senha: você continua sendo o mesmo jogador, com suas partidas e qualquer partida em andamento. Jogadores cadastrados ganham 1.000 fichas, um rating e podem jogar com pessoas.
signin-already-registered = Já tem cadastro? { $signin }
signin-avatar-fox = raposa
signin-avatar-owl = coruja
signin-avatar-cat = gato
signin-avatar-bear = urso
signin-avatar-frog = sapo
signin-avatar-whale = baleia
signin-avatar-tiger = tigre
signin-avatar-panda = panda
banner-started = { $name } entrou na sua mesa: a partida começou, e seu relógio corre na sua vez.
banner-go-to-table = Ir para a mesa
banner-close = Fechar
banner-invited = { $name } convida você para uma mesa: { $settings }.
banner-accept = Aceitar
banner-decline = Recusar
banner-declined = { $name } recusou seu convite.
banner-tournament-over = { $name } terminou: os prêmios foram pagos.
banner-tournament-cancelled = { $name } foi cancelado por falta de jogadores: sua inscrição foi devolvida.
banner-see-results = Ver os resultados
navigation-leave-confirm = Sair desta partida? Ela continua sem você: seu relógio corre na sua vez e, se o tempo acabar, você perde a partida e a aposta.
offline-record-check = Qualquer pessoa pode verificar as distribuições e cada jogada do computador com { $command }.
offline-play = Jogar offline
offline-game-line = { $game } contra { $level }, até { $target } pontos: { $standing }
table-lobby = Salão
table-opening = Abrindo a mesa…
table-you = Você
table-opponent = Adversário
table-name-at-seat = { $name } (lugar { $seat })
table-seat = Lugar { $seat }
table-name-at-place = { $place ->
    [left] { $name } (esquerda)
    [partner] { $name } (parceiro)
   *[right] { $name } (direita)
}
table-place = { $place ->
    [left] Esquerda
    [partner] Parceiro
   *[right] Direita
}
table-names-and = { $first } e { $second }
table-a-player = um jogador
table-team-yours = Você e { $partner }
table-team = { $first } e { $second }
table-team-score = { $team }: { $score }
table-player-score = { $name } { $score }
table-team-points = { $team } +{ $points }
table-end-tie = Mão trancada: empate, ninguém marca
table-end-you-domino-team = Você bateu: { $team } +{ $points }
table-end-domino-team = { $name } bateu: { $team } +{ $points }
table-end-blocked-your-team = Mão trancada: você e { $partner } têm menos pontos na mão: +{ $points }
table-end-blocked-team = Mão trancada: { $team } têm menos pontos na mão: +{ $points }
table-end-target-your-team = Você e { $partner } chegam a { $target }
table-end-target-team = { $team } chegam a { $target }
table-end-you-domino = Você bateu: +{ $points }
table-end-domino = { $name } bateu: +{ $points }
table-end-blocked-you = Mão trancada: você tem menos pontos na mão: +{ $points }
table-end-blocked = Mão trancada: { $name } tem menos pontos na mão: +{ $points }
table-end-target-you = Você chegou a { $target }
table-end-target = { $name } chegou a { $target }
table-result-abandoned = Partida abandonada: a aposta é devolvida
table-result-team-wins = { $how ->
    [time] { $team } vencem por tempo
    [resign] { $team } vencem por desistência
   *[other] { $team } vencem
}
table-result-your-team-wins = { $how ->
    [time] Você venceu por tempo: { $team }
    [resign] Você venceu por desistência: { $team }
   *[other] Você venceu: { $team }
}
table-result-your-team-loses = { $how ->
    [time] Você perdeu por tempo: { $team } vencem
    [resign] Você perdeu por desistência: { $team } vencem
   *[other] Você perdeu: { $team } vencem
}
table-result-you-win = { $how ->
    [time] Você venceu por tempo
    [resign] Você venceu por desistência
   *[other] Você venceu
}
table-result-wins = { $how ->
    [time] { $name } venceu por tempo
    [resign] { $name } venceu por desistência
   *[other] { $name } venceu
}
table-stake-won = { $count ->
    [one] você ganha { $count } ficha
   *[other] você ganha { $count } fichas
}
table-stake-lost = { $count ->
    [one] você perde { $count } ficha
   *[other] você perde { $count } fichas
}
table-told-other = { $name }: { $action }
table-told-you-led = Você saiu com { $tile }
table-told-led = { $name } saiu com { $tile }
table-told-you-played = Você jogou { $tile } { $end ->
        [L] na esquerda
        [R] na direita
        [U] em cima
       *[D] embaixo
    }
table-told-played = { $name } jogou { $tile } { $end ->
        [L] na esquerda
        [R] na direita
        [U] em cima
       *[D] embaixo
    }
table-told-you-drew-tile = Você comprou { $tile }
table-told-drew-tile = { $name } comprou { $tile }
table-told-you-drew = Você comprou uma pedra
table-told-drew = { $name } comprou uma pedra
table-told-you-passed = Você passou
table-told-passed = { $name } passou
table-news-moves = { $moves }. Contagem: { $total }.
table-news-your-team-scores = Você e { $partner } marcam { $points }.
table-news-team-scores = { $team } marcam { $points }.
table-news-you-score = Você marca { $points }.
table-news-scores = { $name } marca { $points }.
table-news-gone = { $count ->
    [one] { $names } saiu da mesa.
   *[other] { $names } saíram da mesa.
}
table-news-back = { $count ->
    [one] { $names } voltou.
   *[other] { $names } voltaram.
}
table-news-hand-over = Fim da mão. { $title }. { $scores }.
table-news-game-over = Fim da partida. { $title }. { $scores }.
table-news-all-seated = Todos os lugares estão ocupados: a partida começa.
table-news-joined = { $name } entrou: a partida começa.
table-news-your-turn-draw = Sua vez: nenhuma pedra serve, compre.
table-news-your-turn = Sua vez.
table-prompt-host-waits-players = { $name } está esperando jogadores
table-prompt-host-waits-opponent = { $name } está esperando um adversário
table-prompt-waiting-player = Esperando um jogador entrar…
table-prompt-waiting-second = Esperando um segundo jogador entrar…
table-prompt-hand-over = Fim da mão: { $title }
table-prompt-picking = As pedras estão sendo escolhidas
table-prompt-to-play = Vez de { $name }
table-prompt-others-pick = Esperando os outros escolherem
table-prompt-waiting-pick = Esperando { $name } escolher
table-prompt-pick = { $count ->
    [one] Escolha { $count } pedra do monte
   *[other] Escolha { $count } pedras do monte
}
table-prompt-pick-more = { $count ->
    [one] Escolha mais { $count } pedra do monte
   *[other] Escolha mais { $count } pedras do monte
}
table-prompt-draw = Nenhuma pedra serve: compre
table-prompt-your-turn = Sua vez
table-prompt-waiting-for = Esperando { $name }
table-terms-target = Partida até { $target } pontos
table-terms-wager = { $count ->
    [one] aposta de { $count } ficha
   *[other] aposta de { $count } fichas
}
table-terms-no-wager = sem aposta
table-terms-minutes = { $count } min por mão
table-terms-offline = offline, sem valer rating
table-tournament-game = Partida de torneio · rodada { $round }
table-tournament-match-game = Partida de torneio · rodada { $round }, partida { $game } do confronto
table-lit-end = Jogar { $tile } na ponta { $end ->
        [L] da esquerda
        [R] da direita
        [U] de cima
       *[D] de baixo
    }
table-lit-end-showing = Jogar { $tile } na ponta { $end ->
        [L] da esquerda
        [R] da direita
        [U] de cima
       *[D] de baixo
    }, que mostra { $pips }
table-lit-lead = Sair com { $tile }
table-boneyard-pick = Escolher esta pedra
table-boneyard-draw = Comprar esta pedra
table-boneyard-tile = Pedra do monte
table-boneyard-label = { $count ->
    [one] Monte, { $count } pedra
   *[other] Monte, { $count } pedras
}
table-pick-for-me = Escolher por mim ({ $picked }/{ $of })
table-layout-label = Pedras na mesa, contagem { $total }
table-count-label = contagem
table-count = Contagem { $total }
table-your-tiles = Suas pedras
table-tile-playable = { $tile }, jogável
table-label = Mesa
table-four-label = Mesa de quatro
table-opponent-has-tiles = { $count ->
    [one] O adversário tem { $count } pedra
   *[other] O adversário tem { $count } pedras
}
table-has-tiles = { $count ->
    [one] { $name } tem { $count } pedra
   *[other] { $name } tem { $count } pedras
}
table-waiting-for-player = Esperando um jogador…
table-role-partner = parceiro
table-turn-mark-yours = sua vez
table-turn-mark = vez de jogar
table-away = ausente
table-away-title = Fora da mesa: não está com ela aberta em nenhuma janela
table-team-score-label = { $name }: pontos da dupla
table-score-label = Pontos de { $name }
table-score-label-unnamed = Pontos do jogador
table-clock-label = Relógio de { $name }
table-clock-label-yours = Seu relógio
table-clock-label-unnamed = Relógio do jogador
table-watchers = { $count ->
    [one] { $count } espectador
   *[other] { $count } espectadores
}
table-watchers-title = Pessoas assistindo a esta partida, com duas jogadas de atraso
table-watching-note = Você está assistindo: a partida aparece com duas jogadas de atraso, e as pedras de cada jogador só quando cada mão termina.
table-take-seat-note = Esta mesa está esperando um adversário: ocupe o lugar para jogar.
table-take-seat = Ocupar o lugar
table-waiting-note = Você pode visitar outras páginas enquanto espera: quando alguém entrar, um aviso em qualquer página traz você de volta para cá. Sem nenhuma página do site aberta, a mesa não é oferecida a ninguém.
table-share-note = Uma mesa privada: envie este link para um amigo. Quem abrir o link ocupa o lugar.
table-copy-link = Copiar o link
table-cancel = Cancelar a mesa
table-auto-draw = Comprar automaticamente
table-always-auto-draw = Sempre comprar automaticamente
table-hint = Dica
table-hint-title = A jogada que o Expert bot faria (H)
table-undo = Desfazer
table-undo-title = Desfazer sua última jogada (U ou Ctrl+Z)
table-undone = Sua última jogada foi desfeita.
table-sort = Ordenar pedras
table-resign = Desistir
table-resign-confirm = Desistir desta partida? Você perde a partida.
table-resign-confirm-wager = Desistir desta partida? Você perde a partida e a aposta.
table-hint-play = Dica: { $tile } na ponta { $end ->
        [L] da esquerda
        [R] da direita
        [U] de cima
       *[D] de baixo
    } — { $reason }
table-hint-lead = Dica: saia com { $tile } — { $reason }
table-hint-draw = Dica: compre — { $reason }
table-hint-pass = Dica: passe — { $reason }
table-hint-other = Dica: { $move } — { $reason }
table-hint-announce = Dica: { $move }, { $reason }.
table-row-pips-left = { $count ->
    [one] { $name }: { $count } ponto na mão
   *[other] { $name }: { $count } pontos na mão
}
table-row-no-tiles = { $name }: sem pedras
table-row-holds = { $name } tem { $tiles }
table-row-holds-nothing = { $name } não tem nada
table-row-holds-yours = Você tem { $tiles }
table-row-holds-nothing-yours = Você não tem nada
table-this-hand = Esta mão: { $summary }
table-last-hand = Última mão: { $summary }
table-final-scores = Placar final: { $scores }
table-next-hand = Próxima mão
table-verify = Verificar esta mão
table-your-seed = Sua semente: { $seed }
table-change-seed = Trocar
table-seed-prompt = Sua semente para as próximas mãos
table-seed-saved = Salva.
table-rematch = Revanche
table-rematch-offered = Revanche oferecida
table-rematch-accept = Aceitar a revanche
table-rematch-play = Jogar a revanche
table-back-to-tournament = Voltar ao torneio
table-watch-replay = Ver o replay
table-review-yours = Análise das suas jogadas
table-review-player = Análise das jogadas de { $name }
table-review-seat = Análise das jogadas do lugar { $seat }
table-download-record = Baixar o registro
table-record = O registro
table-check-computer = Conferir as jogadas do computador
table-check-computer-text = O computador jogou só com o que podia ver. Baixe o registro e execute { $command }: ele refaz cada jogada do computador só a partir do lugar dele e confere se cada uma é a jogada que o bot publicado faz.
chat-watching = (espectador)
chat-mute = Silenciar
chat-report = Denunciar
chat-muted = { $name } foi silenciado (dá para desfazer na página dele).
chat-muted-state = Você silenciou o chat desta pessoa.
chat-unmute = Tirar o silêncio
chat-mute-their-chat = Silenciar o chat desta pessoa
chat-partners = Parceiros não podem conversar enquanto uma mão está sendo jogada; o chat abre de novo entre as mãos.
chat-placeholder = Diga algo
chat-placeholder-hushed = Parceiros não podem conversar enquanto uma mão está sendo jogada
chat-reported = Denúncia enviada aos moderadores. Obrigado.
chat-message = Mensagem
chat-send = Enviar
chat-lobby = Chat do salão
chat-table = Chat da mesa
chat-guest-note = Convidados podem ler o chat; cadastre-se para conversar.
sound-on = Som ligado
sound-off = Som desligado
sound-turn-off = Desligar os sons
sound-turn-on = Ligar os sons
pages-player = Jogador
pages-when = Quando
pages-opponent = Adversário
pages-result = Resultado
pages-score = Placar
pages-wager = Aposta
pages-speed-slow = Lenta
pages-speed-normal = Normal
pages-speed-fast = Rápida
pages-speed-fastest = Muito rápida
pages-caption-domino = { $winner } bate e marca { $points } (pontos na mão: { $pips } e { $otherPips }).
pages-caption-block = { $winner } vence a mão trancada e marca { $points } (pontos na mão: { $pips } e { $otherPips }).
pages-replay-settings = { $draw } pedras por jogador, até { $target } pontos.
pages-replay-settings-wager =
    { $draw } pedras por jogador, até { $target } pontos, aposta de { $wager ->
        [one] { $wager } ficha
       *[other] { $wager } fichas
    }.
review-mark-fine = Boa
review-mark-inaccuracy = Imprecisão
review-mark-mistake = Erro
review-mark-blunder = Erro grave
review-hand = Mão
review-move = Jogada
review-played = Jogou
review-better = Melhor
review-lost = Perdido
fairness-hand-not-over = a mão não terminou
fairness-seed-not-revealed = a semente do servidor não foi revelada
fairness-seed-mismatch = o hash da semente do servidor é { $hash }, não o compromisso { $commitment }
fairness-counter-mismatch = o contador de mãos é { $counter }, mas esta é a mão { $hand }
fairness-hands-not-revealed =
    as mãos não foram reveladas: { $count ->
        [one] é necessária { $count }
       *[other] são necessárias { $count }
    }
fairness-client-seeds-missing = faltam as sementes dos jogadores
fairness-computer-seed = o assento { $seat } do computador adicionou a semente { $seed }, mas não deve adicionar nenhuma
fairness-empty-boneyard = ação { $action }: uma compra do monte vazio
fairness-wrong-draw = ação { $action }: você comprou { $drawn }, mas a próxima pedra da ordem é { $next }
fairness-not-dealt = ação { $action }: o assento { $seat } jogou { $tile }, que as sementes não lhe deram
fairness-ends-with =
    o assento { $seat } termina { $leftCount ->
        [0] sem pedras
       *[other] com { $left }
    }, mas pelas sementes { $keptCount ->
        [0] não lhe sobra nenhuma pedra
       *[other] lhe sobram { $kept }
    }
fairness-fair = Distribuição justa: as sementes conferem com o compromisso e geram esta distribuição e cada compra (chave { $key }…).
fairness-seed-too-long =
    uma semente tem no máximo { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
fairness-seed-control-characters = uma semente não pode conter caracteres de controle
tournaments-registering = Inscrições abertas
tournaments-running = Em andamento
tournaments-finished = Encerrado
tournaments-cancelled = Cancelado
tournaments-entry = Inscrição
tournaments-pool = Pote
tournaments-rounds-duplicate = Rodadas (duplicado)
tournaments-knockout-rules-best-of-3 = Eliminação simples, com cabeças de chave pelo rating: quem perde um confronto está fora. Um confronto é uma melhor de 3 partidas, com os jogadores trocando de assento a cada partida. Se o número de participantes não for uma potência de dois, os primeiros cabeças de chave começam com uma folga.
tournaments-knockout-rules-one-game = Eliminação simples, com cabeças de chave pelo rating: quem perde um confronto está fora. Um confronto é uma partida só. Se o número de participantes não for uma potência de dois, os primeiros cabeças de chave começam com uma folga.
tournaments-bracket = Chave
tournaments-rounds = Rodadas
tournaments-verify = Qualquer pessoa pode verificar que todas as mesas desta rodada receberam as mesmas distribuições: salve os dados do torneio e o registro de cada partida (no replay dela) e execute { $command }.
rules-learn-by-playing = Aprenda jogando: { $link } contra um computador que segue um roteiro, um passo de cada vez.
rules-end-left = esquerda
rules-end-right = direita
rules-end-up = cima
rules-end-down = baixo
tutorial-computer-thinking = { $say } O computador está pensando…
tutorial-next-player-thinking = { $say } O próximo jogador está pensando…
