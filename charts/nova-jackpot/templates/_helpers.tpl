{{/*
Helpers shared by every template. Templates that render one object per
service call them with a context made by "nova.serviceContext":
  (dict "root" $ "name" $name "svc" $svc)
The deployment tests render it with the real helm 3 (tests/deploy).
*/}}

{{/* Release-wide name, at most 63 characters (a DNS label). */}}
{{- define "nova.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* One service's object name: <fullname>-<service>. */}}
{{- define "nova.serviceName" -}}
{{- printf "%s-%s" (include "nova.fullname" .root) .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "nova.chartLabel" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels on every object of the release. */}}
{{- define "nova.labels" -}}
helm.sh/chart: {{ include "nova.chartLabel" . }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: nova-jackpot
{{- end -}}

{{/* Selects one service's pods (never changes after install: selectors are immutable). */}}
{{- define "nova.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "nova.serviceLabels" -}}
{{ include "nova.labels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* <registry>/<repository>:<tag>; the tag falls back to global, then appVersion. */}}
{{- define "nova.image" -}}
{{- $global := .root.Values.global.image -}}
{{- $tag := .svc.image.tag | default $global.tag | default .root.Chart.AppVersion -}}
{{- if $global.registry -}}
{{- printf "%s/%s:%s" (trimSuffix "/" $global.registry) .svc.image.repository $tag -}}
{{- else -}}
{{- printf "%s:%s" .svc.image.repository $tag -}}
{{- end -}}
{{- end -}}

{{- define "nova.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- .Values.serviceAccount.name | default (include "nova.fullname" .) -}}
{{- else -}}
{{- .Values.serviceAccount.name | default "default" -}}
{{- end -}}
{{- end -}}

{{/* The Secret the chart writes when a credential has no existing Secret. */}}
{{- define "nova.credentialsSecretName" -}}
{{- printf "%s-credentials" (include "nova.fullname" .) -}}
{{- end -}}

{{/* Whether the chart writes its credentials Secret at all. */}}
{{- define "nova.needsCredentialsSecret" -}}
{{- if or (not .Values.internalAuth.existingSecret) (not .Values.postgresql.external.existingSecret) (not .Values.redis.external.existingSecret) (and .Values.mail.smtpUrl (not .Values.mail.existingSecret)) (and .Values.webPush.privateKey (not .Values.webPush.existingSecret)) -}}
true
{{- end -}}
{{- end -}}

{{/*
The environment every service container gets. Secrets come by reference;
DATABASE_URL is put together by Kubernetes from PG_PASSWORD ($(VAR) expansion),
so the password never appears in the pod spec.
*/}}
{{- define "nova.env" -}}
{{- $root := .root -}}
{{- $values := $root.Values -}}
{{- $credentials := include "nova.credentialsSecretName" $root -}}
- name: NODE_ENV
  value: {{ $values.global.nodeEnv | quote }}
- name: LOG_LEVEL
  value: {{ $values.global.logLevel | quote }}
- name: HOST
  value: "0.0.0.0"
- name: PORT
  value: {{ .svc.port | quote }}
- name: METRICS_HOST
  value: "0.0.0.0"
- name: METRICS_PORT
  value: {{ $values.metrics.port | quote }}
- name: SUBJECT_PREFIX
  value: {{ $values.global.subjectPrefix | quote }}
- name: KEY_PREFIX
  value: {{ $values.global.keyPrefix | quote }}
- name: NATS_URL
  value: {{ required "nats.external.url is required" $values.nats.external.url | quote }}
- name: INTERNAL_AUTH_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ $values.internalAuth.existingSecret | default $credentials }}
      key: {{ ternary $values.internalAuth.existingSecretKey "INTERNAL_AUTH_SECRET" (not (empty $values.internalAuth.existingSecret)) }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ $values.redis.external.existingSecret | default $credentials }}
      key: {{ ternary $values.redis.external.existingSecretUrlKey "REDIS_URL" (not (empty $values.redis.external.existingSecret)) }}
{{- if and (has .name (list "identity" "notifications")) $values.mail }}
{{- /* Identity sends the account mails, notifications the players' news; without an SMTP URL they stay in each one's local outbox. */}}
{{- $mail := $values.mail }}
{{- if or $mail.existingSecret $mail.smtpUrl }}
- name: SMTP_URL
  valueFrom:
    secretKeyRef:
      name: {{ $mail.existingSecret | default $credentials }}
      key: {{ ternary $mail.existingSecretUrlKey "SMTP_URL" (not (empty $mail.existingSecret)) }}
{{- end }}
{{- if $mail.from }}
- name: MAIL_FROM
  value: {{ $mail.from | quote }}
{{- end }}
{{- if $mail.publicUrl }}
- name: PUBLIC_URL
  value: {{ $mail.publicUrl | quote }}
{{- end }}
{{- end }}
{{- if and (eq .name "notifications") $values.webPush }}
{{- /* Web Push: the VAPID pair by reference; without one the service makes a pair once and keeps it in its database. */}}
{{- $push := $values.webPush }}
{{- if or $push.existingSecret $push.privateKey }}
{{- range $key := list "VAPID_PUBLIC_KEY" "VAPID_PRIVATE_KEY" }}
- name: {{ $key }}
  valueFrom:
    secretKeyRef:
      name: {{ $push.existingSecret | default $credentials }}
      key: {{ $key }}
{{- end }}
{{- end }}
{{- if $push.subject }}
- name: VAPID_SUBJECT
  value: {{ $push.subject | quote }}
{{- end }}
{{- end }}
{{- if .svc.database }}
{{- $pg := $values.postgresql.external }}
- name: PG_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ $pg.existingSecret | default $credentials }}
      key: {{ ternary $pg.existingSecretPasswordKey "POSTGRES_PASSWORD" (not (empty $pg.existingSecret)) }}
- name: DATABASE_URL
  value: {{ printf "postgres://%s:$(PG_PASSWORD)@%s:%v/%s_%s%s" $pg.username (required "postgresql.external.host is required" $pg.host) $pg.port $pg.databasePrefix .name (ternary (printf "?sslmode=%s" $pg.sslmode) "" (not (empty $pg.sslmode))) | quote }}
{{- end }}
{{- if .svc.public }}
{{- /* The gateway finds every subgraph at <NAME>_URL: its Service, or its externalUrl when disabled here. */}}
{{- range $name, $other := $values.services }}
{{- if $other.subgraph }}
{{- $variable := printf "%s_URL" (upper $name | replace "-" "_") }}
{{- if $other.enabled }}
- name: {{ $variable }}
  value: {{ printf "http://%s:%v/graphql" (include "nova.serviceName" (dict "root" $root "name" $name)) $other.port | quote }}
{{- else if $other.externalUrl }}
- name: {{ $variable }}
  value: {{ $other.externalUrl | quote }}
{{- else }}
{{- fail (printf "services.%s is disabled, but the gateway federates it: set services.%s.externalUrl (its /graphql URL) or enable it" $name $name) }}
{{- end }}
{{- end }}
{{- end }}
{{- end }}
{{- range $key, $value := $values.global.env }}
- name: {{ $key }}
  value: {{ $value | quote }}
{{- end }}
{{- range $key, $value := .svc.env }}
- name: {{ $key }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}

{{/* Pod-level settings shared by Deployments and migration Jobs. */}}
{{- define "nova.podCommon" -}}
{{- $values := .Values -}}
{{- with $values.global.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
securityContext:
  {{- toYaml $values.podSecurityContext | nindent 2 }}
{{- with $values.global.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $values.global.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
volumes:
  - name: tmp
    emptyDir:
      sizeLimit: {{ $values.tmpVolume.sizeLimit }}
{{- end -}}
